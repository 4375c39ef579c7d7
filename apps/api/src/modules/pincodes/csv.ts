/**
 * Reads a pincode CSV (India Post's list, or the store's own sheet): a header naming the five columns in
 * any order and case (`pincode, city, state, delivery days, COD`, with `_`/space variants), then one row per
 * pincode. Each bad row is reported with its line number and reason; the good rows are returned as stored.
 */
import { ADMIN_MESSAGES, type AdminPincode, PINCODE_PATTERN } from '@zari/contract';
import { readCsvRecords } from '../../lib/csv-records.js';

export interface RowError {
  line: number;
  pincode: string;
  message: string;
}

export interface ParsedPincodes {
  rows: number;
  valid: AdminPincode[];
  errors: RowError[];
}

const COLUMNS = {
  pincode: ['pincode', 'pin', 'pin code'],
  city: ['city', 'district'],
  state: ['state', 'statename', 'state name'],
  deliveryDays: ['delivery days', 'deliverydays', 'days'],
  cod: ['cod', 'cod available', 'codavailable'],
} as const;
type Column = keyof typeof COLUMNS;

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

function headerIndexes(header: string[]): Record<Column, number> | undefined {
  const names = header.map((name) => name.trim().toLowerCase().replace(/[_-]+/g, ' '));
  const indexes = {} as Record<Column, number>;
  for (const [column, aliases] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const index = names.findIndex((name) => aliases.includes(name));
    if (index < 0) return undefined;
    indexes[column] = index;
  }
  return indexes;
}

/** Undefined when the header is unusable: the caller refuses the whole file. */
export function parsePincodeCsv(csv: string): ParsedPincodes | undefined {
  const records = readCsvRecords(csv);
  if (!records) return undefined;
  const [header, ...body] = records;
  const columns = header && headerIndexes(header.record);
  if (!columns) return undefined;

  const valid: AdminPincode[] = [];
  const errors: RowError[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    const cell = (column: Column) => (record[columns[column]] ?? '').trim();
    const pincode = cell('pincode');
    const fail = (message: string) => errors.push({ line, pincode, message });
    if (record.length < Object.keys(COLUMNS).length) {
      fail(ADMIN_MESSAGES.pincodeRowColumns);
      continue;
    }
    if (!PINCODE_PATTERN.test(pincode)) {
      fail(ADMIN_MESSAGES.pincodeRowPincode);
      continue;
    }
    const days = Number(cell('deliveryDays'));
    const cod = cell('cod').toLowerCase();
    if (!cell('city')) fail(ADMIN_MESSAGES.pincodeRowCity);
    else if (!cell('state')) fail(ADMIN_MESSAGES.pincodeRowState);
    else if (!Number.isInteger(days) || days < 1 || days > 30) fail(ADMIN_MESSAGES.pincodeRowDays);
    else if (!YES.has(cod) && !NO.has(cod)) fail(ADMIN_MESSAGES.pincodeRowCod);
    else if (firstLineOf.has(pincode))
      fail(ADMIN_MESSAGES.pincodeRowDuplicate(firstLineOf.get(pincode) as number));
    else {
      firstLineOf.set(pincode, line);
      valid.push({
        pincode,
        city: cell('city').slice(0, 100),
        state: cell('state').slice(0, 100),
        deliveryDays: days,
        codAvailable: YES.has(cod),
      });
    }
  }
  return { rows: body.length, valid, errors };
}
