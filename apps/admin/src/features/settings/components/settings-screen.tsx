import {
  GST_STATE_CODES,
  type GstStateCode,
  gstStateCodeFor,
  type StoreSettings,
  TAX_MESSAGES,
  TAX_TEXT,
} from '@zari/contract';
import { StoreSettings as StoreSettingsSchema } from '@zari/contract/schemas';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import {
  Card,
  Field,
  LoadFailed,
  Loading,
  PageHeader,
  selectClass,
  TextField,
} from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors, serverFieldError } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useSaveSettings, useSettings } from '../api/settings';

const text = TAX_TEXT.settings;

/** States by name for the select, each once (a retired code's name is also a current one's). */
const STATES = [...new Set(Object.values(GST_STATE_CODES))].sort((a, b) => a.localeCompare(b, 'en-IN'));

type Draft = StoreSettings;

/** Reads a nested field of the draft by its dotted path, as zod and the API name it. */
function setIn(draft: Draft, path: string, value: string): Draft {
  const [head, tail] = path.split('.') as [keyof Draft, string | undefined];
  if (!tail) return { ...draft, [head]: value };
  return { ...draft, [head]: { ...(draft[head] as object), [tail]: value } };
}

function SettingsForm({ saved }: { saved: StoreSettings }) {
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (path: string) => ({
    error: errors[path],
    onChange: (event: { target: { value: string } }) =>
      setDraft((now) => setIn(now, path, event.target.value)),
  });
  const address = draft.registeredAddress;
  const officer = draft.grievanceOfficer;

  const onState = (state: string) =>
    setDraft((now) => ({
      ...now,
      // The code follows the state: the two must agree, so the owner picks one and reads the other.
      registeredAddress: {
        ...now.registeredAddress,
        state,
        stateCode: gstStateCodeFor(state) ?? ('' as GstStateCode),
      },
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty threshold is absent (the default); an empty owner's mobile is '' (no SMS).
    const { lowStockThreshold, ownerPhone, ...rest } = draft;
    const parsed = StoreSettingsSchema.safeParse({
      ...rest,
      ...(lowStockThreshold !== undefined && { lowStockThreshold }),
      // Sent even when emptied, so the owner can stop the SMS.
      ownerPhone: ownerPhone?.trim() ?? '',
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDraft(answer.data);
        toastDone(TAX_MESSAGES.settingsUpdated);
      },
      onError: (error) => {
        const message = failureMessage(error, TAX_TEXT.reports.failed);
        const onField = serverFieldError(message);
        if (onField) setErrors(onField);
        else toastFailed(message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Card title={text.seller}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={text.legalName} required value={draft.legalName} {...field('legalName')} />
          <TextField label={text.tradeName} required value={draft.tradeName} {...field('tradeName')} />
          <TextField
            label={text.gstin}
            required
            autoCapitalize="characters"
            spellCheck={false}
            value={draft.gstin}
            {...field('gstin')}
          />
          <TextField
            label={text.invoicePrefix}
            required
            hint={text.invoicePrefixHint}
            autoCapitalize="characters"
            value={draft.invoicePrefix}
            {...field('invoicePrefix')}
          />
        </div>
      </Card>
      <Card title={text.address}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={text.line1}
            required
            className="sm:col-span-2"
            value={address.line1}
            {...field('registeredAddress.line1')}
          />
          <TextField
            label={text.line2}
            className="sm:col-span-2"
            value={address.line2 ?? ''}
            {...field('registeredAddress.line2')}
          />
          <TextField label={text.city} required value={address.city} {...field('registeredAddress.city')} />
          <TextField
            label={text.pincode}
            required
            inputMode="numeric"
            value={address.pincode}
            {...field('registeredAddress.pincode')}
          />
          <Field label={text.state} required error={errors['registeredAddress.state']}>
            {(props) => (
              <select
                {...props}
                className={selectClass}
                value={address.state}
                onChange={(event) => onState(event.target.value)}
              >
                <option value="">{text.chooseState}</option>
                {STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label={text.stateCode}
            readOnly
            value={address.stateCode}
            error={errors['registeredAddress.stateCode']}
          />
        </div>
      </Card>
      <Card title={text.support}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={text.supportPhone}
            required
            inputMode="tel"
            value={draft.supportPhone}
            {...field('supportPhone')}
          />
          <TextField
            label={text.supportEmail}
            required
            type="email"
            value={draft.supportEmail}
            {...field('supportEmail')}
          />
        </div>
      </Card>
      <Card title={text.grievance}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={text.officerName}
            required
            value={officer.name}
            {...field('grievanceOfficer.name')}
          />
          <TextField
            label={text.officerDesignation}
            required
            value={officer.designation}
            {...field('grievanceOfficer.designation')}
          />
          <TextField
            label={text.officerEmail}
            required
            type="email"
            value={officer.email}
            {...field('grievanceOfficer.email')}
          />
          <TextField
            label={text.officerPhone}
            required
            inputMode="tel"
            value={officer.phone}
            {...field('grievanceOfficer.phone')}
          />
        </div>
      </Card>
      <Card title={text.stockAlerts}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={text.lowStockThreshold}
            hint={text.lowStockThresholdHint}
            inputMode="numeric"
            value={draft.lowStockThreshold === undefined ? '' : String(draft.lowStockThreshold)}
            error={errors.lowStockThreshold}
            onChange={(event) => {
              const value = event.target.value.trim();
              setDraft((now) => ({ ...now, lowStockThreshold: value === '' ? undefined : Number(value) }));
            }}
          />
          <TextField
            label={text.ownerPhone}
            hint={text.ownerPhoneHint}
            inputMode="tel"
            autoComplete="tel"
            value={draft.ownerPhone ?? ''}
            {...field('ownerPhone')}
          />
        </div>
      </Card>
      {errors._ ? <p className="text-sm font-medium text-danger">{errors._}</p> : null}
      <PendingButton type="submit" variant="brand" pending={save.isPending}>
        {text.save}
      </PendingButton>
    </form>
  );
}

/** /admin/settings (owner only): the seller's names, GSTIN, registered address, contacts, invoice prefix. */
export function SettingsScreen() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title={text.title} />
      <p className="-mt-3 mb-4 text-sm text-muted">{text.intro}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadFailed
          message={failureMessage(settings.error, text.title)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </>
  );
}
