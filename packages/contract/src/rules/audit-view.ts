/**
 * The audit log as the owner reads it (issue 31): a sentence for what was done, and the fields it changed,
 * each before → after, money in rupees. Entries keep what the API recorded (money in paise where the
 * snapshot is a database row, `…Paise` keys); this turns them into words, never the stored shape.
 */
import { TIME_ZONE } from '../constants.js';
import { ADMIN_TEXT } from '../messages/admin-ui.js';
import { formatPaise, formatRupees } from '../money.js';

/** The sentence for a kind of change; a kind this table does not know reads as its entity and verb. */
export function auditSentence(action: string): string {
  const known = ADMIN_TEXT.audit.actions[action];
  if (known) return known;
  const [entity = action, verb = ''] = action.split('.');
  return ADMIN_TEXT.audit.otherAction(entity, verb);
}

/** Fields held in paise (the row's own column names) and in rupees (the API's answers, e.g. a variant). */
const isPaiseField = (key: string) => key.endsWith('Paise');
const RUPEE_FIELDS = new Set(['amount', 'discountedAmount', 'price', 'discountedPrice', 'totalAmount']);

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return ADMIN_TEXT.common.none;
  if (typeof value === 'number') {
    if (isPaiseField(key) && Number.isInteger(value)) return formatPaise(value);
    if (RUPEE_FIELDS.has(key)) return formatRupees(value);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? ADMIN_TEXT.common.yes : ADMIN_TEXT.common.no;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (key === 'images') return ADMIN_TEXT.audit.photos(value.length);
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
    return ADMIN_TEXT.audit.items(value.length);
  }
  return JSON.stringify(value);
}

/** `fastDelivery` → "Fast delivery" for a field the table does not name. */
function labelOf(key: string): string {
  const named = ADMIN_TEXT.audit.fields[key];
  if (named) return named;
  const words = key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between an entry's before and after, in the order recorded. A creation lists what
 * it set, a removal what it held; a value that is not an object (a count, a status) is one "Value" change.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [{ field: labelOf('value'), before: show('value', before), after: show('value', after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (key) => key !== '_id' && key !== 'id',
  );
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ field: labelOf(key), before: show(key, from[key]), after: show(key, to[key]) }));
}

let auditTime: Intl.DateTimeFormat | undefined;

/** When, in India time with the zone named: "26 Nov 2026, 7:45 pm IST". */
export function formatAuditTime(iso: string): string {
  auditTime ??= new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return `${auditTime.format(new Date(iso))} IST`;
}
