import {
  ADMIN_TEXT,
  type AuditEntry,
  auditChanges,
  auditSentence,
  formatAuditTime,
  formatPhoneForDisplay,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Link, useSearchParams } from 'react-router';
import {
  ListState,
  LoadMore,
  PageHeader,
  selectClass,
  TableFrame,
  TextField,
  tdClass,
} from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { type AuditFilters, useAudit, useStaff } from '../api/staff';

const { columns, filters: filterText } = ADMIN_TEXT.audit;
const auditColumns = [columns.at, columns.actor, columns.action, columns.entity, columns.change];
const FILTER_KEYS = ['actorId', 'action', 'from', 'to'] as const;
const KINDS = Object.keys(ADMIN_TEXT.audit.actions).sort();

/** What an entry is about: the product by name with a link to it, else its kind and the id's tail. */
function Subject({ entry }: { entry: AuditEntry }) {
  if (entry.product) {
    return (
      <Link
        to={adminPaths.product.getHref(entry.product._id)}
        aria-label={ADMIN_TEXT.audit.openProduct(entry.product.title)}
        className="font-medium text-brand-700 hover:underline"
      >
        {entry.product.title}
      </Link>
    );
  }
  return (
    <span className="font-mono text-xs">
      {entry.entityType} {entry.entityId.slice(-8)}
    </span>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted">{ADMIN_TEXT.audit.noChange}</span>;
  return (
    <ul className="space-y-0.5 text-left">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.field}:</span> {change.before} → {change.after}
        </li>
      ))}
    </ul>
  );
}

/** Who, what and when: the filters live in the address, so a filtered log can be shared or reloaded. */
function AuditFilterBar({
  value,
  onChange,
}: {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const staff = useStaff();
  return (
    <fieldset className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto_auto] sm:items-end">
      <legend className="sr-only">{filterText.label}</legend>
      <label className="grid gap-1.5 text-sm font-medium">
        {filterText.person}
        <select
          className={selectClass}
          value={value.actorId ?? ''}
          onChange={(event) => onChange({ ...value, actorId: event.target.value || undefined })}
        >
          <option value="">{filterText.anyone}</option>
          {(staff.data ?? []).map((member) => (
            <option key={member._id} value={member._id}>
              {member.fullName || formatPhoneForDisplay(member.phone)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        {filterText.kind}
        <select
          className={selectClass}
          value={value.action ?? ''}
          onChange={(event) => onChange({ ...value, action: event.target.value || undefined })}
        >
          <option value="">{filterText.anyKind}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {auditSentence(kind)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={filterText.from}
        type="date"
        value={value.from ?? ''}
        max={value.to}
        onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
      />
      <TextField
        label={filterText.to}
        type="date"
        value={value.to ?? ''}
        min={value.from}
        onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
      />
      <Button variant="ghost" onClick={() => onChange({})}>
        {filterText.clear}
      </Button>
    </fieldset>
  );
}

/** /admin/audit (owner only): every back-office write, newest first, in words, filtered by who, what, when. */
export function AuditScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const audit = useAudit(filters);
  const rows = audit.data?.pages.flatMap((page) => page.data) ?? [];
  const setFilters = (next: AuditFilters) => {
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = next[key];
      if (value) params.set(key, value);
    }
    setSearchParams(params, { replace: true });
  };
  return (
    <>
      <PageHeader title={ADMIN_TEXT.audit.title} />
      <AuditFilterBar value={filters} onChange={setFilters} />
      <ListState query={audit} isEmpty={rows.length === 0} empty={ADMIN_TEXT.audit.empty}>
        <TableFrame columns={auditColumns} stackOnPhone>
          {rows.map((entry) => (
            <tr key={entry._id}>
              <td className={`${tdClass} whitespace-nowrap`} data-label={columns.at}>
                {formatAuditTime(entry.at)}
              </td>
              <td className={tdClass} data-label={columns.actor}>
                {entry.actor ? (
                  <div>
                    <div>{entry.actor.fullName || formatPhoneForDisplay(entry.actor.phone)}</div>
                    {entry.actor.fullName ? (
                      <div className="text-xs text-muted">{formatPhoneForDisplay(entry.actor.phone)}</div>
                    ) : null}
                  </div>
                ) : (
                  ADMIN_TEXT.audit.system
                )}
              </td>
              <td className={tdClass} data-label={columns.action}>
                {auditSentence(entry.action)}
              </td>
              <td className={tdClass} data-label={columns.entity}>
                <Subject entry={entry} />
              </td>
              <td className={`${tdClass} max-w-md text-xs`} data-label={columns.change}>
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </TableFrame>
        <LoadMore query={audit} />
      </ListState>
    </>
  );
}
