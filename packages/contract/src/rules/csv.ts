/**
 * CSV files the back office downloads (issue 31: orders for the accountant, the customer list). A spreadsheet
 * runs a cell that starts with = + - @ (or a tab or carriage return) as a formula, so a shopper who names
 * themselves `=HYPERLINK(…)` would run code on the owner's machine (OWASP "CSV injection"): such text cells
 * get a leading apostrophe, which spreadsheets show as text. Numbers the store writes itself (amounts,
 * counts) are never prefixed, so a refund's -120.00 stays a number.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text made safe and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to a file: CRLF line ends (RFC 4180), and a byte-order mark so Excel reads ₹ and Hindi names right. */
export function csvFile(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Rupees with two decimals and no grouping, exact from paise: 149900 → "1499.00". */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const value = Math.abs(paise);
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}
