import { ADMIN_MESSAGES, ADMIN_TEXT, formatOrderDate, formatPhoneForDisplay } from '@zari/contract';
import { StaffGrant } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import {
  Card,
  Field,
  ListState,
  PageHeader,
  selectClass,
  TableFrame,
  TextField,
  tdClass,
} from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useGrantStaff, useRevokeStaff, useStaff } from '../api/staff';

const { columns } = ADMIN_TEXT.staff;
const staffColumns = [columns.name, columns.phone, columns.role, columns.since];

function GrantForm() {
  const grant = useGrantStaff();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<'staff' | 'owner'>('staff');
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StaffGrant.safeParse({ phone, role });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    grant.mutate(parsed.data, {
      onSuccess: () => {
        toastDone(ADMIN_MESSAGES.staffGranted(ADMIN_TEXT.roles[role]));
        setPhone('');
      },
      onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem_auto]">
      <TextField
        label={ADMIN_TEXT.staff.phone}
        error={errors.phone}
        inputMode="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <Field label={ADMIN_TEXT.staff.role} error={errors.role}>
        {(props) => (
          <select
            {...props}
            className={selectClass}
            value={role}
            onChange={(e) => setRole(e.target.value as 'staff' | 'owner')}
          >
            <option value="staff">{ADMIN_TEXT.roles.staff}</option>
            <option value="owner">{ADMIN_TEXT.roles.owner}</option>
          </select>
        )}
      </Field>
      <PendingButton type="submit" variant="brand" className="self-end" pending={grant.isPending}>
        {ADMIN_TEXT.staff.grant}
      </PendingButton>
    </form>
  );
}

/** /admin/staff (owner only): who may open the back office, granted by phone and revoked in one click. */
export function StaffScreen({ currentUserId }: { currentUserId: string }) {
  const staff = useStaff();
  const revoke = useRevokeStaff();
  return (
    <>
      <PageHeader title={ADMIN_TEXT.staff.title} />
      <Card title={ADMIN_TEXT.staff.grantTitle} className="mb-4">
        <GrantForm />
      </Card>
      <ListState query={staff} isEmpty={(staff.data ?? []).length === 0} empty={ADMIN_TEXT.staff.empty}>
        <TableFrame columns={staffColumns} actionsLabel={ADMIN_TEXT.staff.revokeButton}>
          {(staff.data ?? []).map((member) => (
            <tr key={member._id}>
              <td className={tdClass}>{member.fullName || ADMIN_TEXT.common.none}</td>
              <td className={tdClass}>{formatPhoneForDisplay(member.phone)}</td>
              <td className={tdClass}>{ADMIN_TEXT.roles[member.role]}</td>
              <td className={tdClass}>{formatOrderDate(member.createdAt)}</td>
              <td className={tdClass}>
                {member._id === currentUserId ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger"
                    aria-label={ADMIN_TEXT.staff.revoke(member.fullName || member.phone)}
                    disabled={revoke.isPending}
                    onClick={() => {
                      if (!window.confirm(ADMIN_TEXT.staff.confirmRevoke)) return;
                      revoke.mutate(member._id, {
                        onSuccess: () => toastDone(ADMIN_MESSAGES.staffRevoked),
                        onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
                      });
                    }}
                  >
                    {ADMIN_TEXT.staff.revokeButton}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </TableFrame>
      </ListState>
    </>
  );
}
