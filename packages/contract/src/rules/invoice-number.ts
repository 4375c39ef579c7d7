/**
 * Financial years and document numbers. India's financial year runs 1 April – 31 March, and the store's day
 * is Asia/Kolkata's (UTC+05:30, no daylight saving), whatever the server's clock zone: 31 March 23:59 IST is
 * 18:29 UTC on 31 March; 1 April 00:00 IST is 18:30 UTC on 31 March, already the next year.
 *
 * CGST Rule 46(b): an invoice number is unique within a financial year, consecutive, at most 16 characters,
 * of letters, digits, hyphen and slash. Ours is `<prefix>/<FY>/<serial>` and a credit note's
 * `<prefix>/CN/<FY>/<serial>`, the FY as four digits (`2627` for 2026-27) and the serial padded to four.
 */

/** UTC+05:30 in milliseconds: India has kept one offset since 1945, so a constant is exact. */
const IST_OFFSET_MS = 330 * 60 * 1000;

export const INVOICE_NUMBER_MAX_LENGTH = 16;
/**
 * The longest invoice prefix. With it a credit note (`ABC/CN/2627/0001`) is exactly 16 characters, so
 * serials run to 9,999 credit notes and 99,99,999 invoices a year; a shorter prefix leaves more room.
 */
export const INVOICE_PREFIX_MAX_LENGTH = 3;
/** Serials are padded to this many digits (`0001`) so that numbers sort as they were issued. */
export const INVOICE_SERIAL_MIN_DIGITS = 4;
/** Upper-case letters, digits and hyphens, starting with a letter or digit: no slash, our separator. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,2}$/;

/** `2026-27`: the financial year a moment falls in, on the Indian calendar. */
export type FinancialYear = `${number}-${number}`;
const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

export function financialYear(at: Date): FinancialYear {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError('Not a date');
  const inIndia = new Date(time + IST_OFFSET_MS);
  const year = inIndia.getUTCFullYear();
  const startYear = inIndia.getUTCMonth() >= 3 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}` as FinancialYear;
}

/** The year a financial year label starts in (`2026-27` → 2026), after checking the label is one. */
function startYearOf(fy: string): number {
  const match = FINANCIAL_YEAR_PATTERN.exec(fy);
  const startYear = Number(match?.[1]);
  if (!match || Number(match[2]) !== (startYear + 1) % 100)
    throw new RangeError(`Not a financial year: ${fy}`);
  return startYear;
}

/** The financial year's first and last instants as moments: 1 April 00:00 IST up to (not including) the next. */
export function financialYearBounds(fy: string): { start: Date; end: Date } {
  const startYear = startYearOf(fy);
  return {
    start: new Date(Date.UTC(startYear, 3, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(startYear + 1, 3, 1) - IST_OFFSET_MS),
  };
}

/** `2026-27` → `2627`, the form a document number carries. */
export function financialYearCode(fy: string): string {
  const startYear = startYearOf(fy);
  return `${String(startYear % 100).padStart(2, '0')}${String((startYear + 1) % 100).padStart(2, '0')}`;
}

export function isValidInvoicePrefix(prefix: unknown): prefix is string {
  return typeof prefix === 'string' && INVOICE_PREFIX_PATTERN.test(prefix);
}

function documentNumber(parts: readonly string[], serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`Not a document serial: ${serial}`);
  const number = [...parts, String(serial).padStart(INVOICE_SERIAL_MIN_DIGITS, '0')].join('/');
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(`${number} is longer than the ${INVOICE_NUMBER_MAX_LENGTH} characters GST allows`);
  }
  return number;
}

function checkedPrefix(prefix: string): string {
  if (!isValidInvoicePrefix(prefix)) throw new RangeError(`Not an invoice prefix: ${prefix}`);
  return prefix;
}

/** `ZRI/2627/0001`. Throws on a bad prefix, FY or serial, or a number that would pass 16 characters. */
export function invoiceNumber(prefix: string, fy: string, serial: number): string {
  return documentNumber([checkedPrefix(prefix), financialYearCode(fy)], serial);
}

/** `ZRI/CN/2627/0001`: credit notes are their own series, under the same rules. */
export function creditNoteNumber(prefix: string, fy: string, serial: number): string {
  return documentNumber([checkedPrefix(prefix), 'CN', financialYearCode(fy)], serial);
}
