import { ADMIN_TEXT } from '@zari/contract';
import { useAudit } from '../api/staff';
import { ListState, LoadMore, PageHeader, TableFrame, tdClass, thClass } from './page-parts';

/** A recorded value as compact JSON, so a change reads as before → after at a glance. */
const show = (value: unknown) =>
  value === null || value === undefined ? ADMIN_TEXT.common.none : JSON.stringify(value);

/** /admin/audit (owner only): every back-office write, newest first. */
export function AuditScreen() {
  const audit = useAudit();
  const rows = audit.data?.pages.flatMap((page) => page.data) ?? [];
  const columns = ADMIN_TEXT.audit.columns;
  return (
    <>
      <PageHeader title={ADMIN_TEXT.audit.title} />
      <ListState query={audit} isEmpty={rows.length === 0} empty={ADMIN_TEXT.audit.empty}>
        <TableFrame>
          <thead>
            <tr>
              <th className={thClass}>{columns.at}</th>
              <th className={thClass}>{columns.actor}</th>
              <th className={thClass}>{columns.action}</th>
              <th className={thClass}>{columns.entity}</th>
              <th className={thClass}>{columns.change}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry._id}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {new Date(entry.at).toLocaleString('en-IN')}
                </td>
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
          </tbody>
        </TableFrame>
        <LoadMore query={audit} />
      </ListState>
    </>
  );
}
