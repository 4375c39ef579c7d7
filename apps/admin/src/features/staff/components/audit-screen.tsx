import { ADMIN_TEXT } from '@zari/contract';
import { ListState, LoadMore, PageHeader, TableFrame, tdClass } from '@/components/page-parts';
import { useAudit } from '../api/staff';

const { columns } = ADMIN_TEXT.audit;
const auditColumns = [columns.at, columns.actor, columns.action, columns.entity, columns.change];

/** A recorded value as compact JSON, so a change reads as before → after at a glance. */
const show = (value: unknown) =>
  value === null || value === undefined ? ADMIN_TEXT.common.none : JSON.stringify(value);

/** /admin/audit (owner only): every back-office write, newest first. */
export function AuditScreen() {
  const audit = useAudit();
  const rows = audit.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <PageHeader title={ADMIN_TEXT.audit.title} />
      <ListState query={audit} isEmpty={rows.length === 0} empty={ADMIN_TEXT.audit.empty}>
        <TableFrame columns={auditColumns}>
          {rows.map((entry) => (
            <tr key={entry._id}>
              <td className={`${tdClass} whitespace-nowrap`}>{new Date(entry.at).toLocaleString('en-IN')}</td>
              <td className={tdClass}>
                {entry.actor ? entry.actor.fullName || entry.actor.phone : ADMIN_TEXT.audit.system}
              </td>
              <td className={`${tdClass} font-mono text-xs`}>{entry.action}</td>
              <td className={`${tdClass} font-mono text-xs`}>
                {entry.entityType} {entry.entityId.slice(-8)}
              </td>
              <td className={`${tdClass} max-w-md font-mono text-xs break-all`}>
                {show(entry.before)} → {show(entry.after)}
              </td>
            </tr>
          ))}
        </TableFrame>
        <LoadMore query={audit} />
      </ListState>
    </>
  );
}
