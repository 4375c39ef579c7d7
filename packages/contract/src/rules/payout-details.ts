/**
 * Where a refund of a cash-on-delivery order is paid (issue 33): a UPI ID, or a bank account (number + IFSC).
 * Pure checks the API and both apps share; the texts are in messages/returns.ts (RETURN_MESSAGES).
 * The refunds branch defines the same three functions; the merger keeps one file.
 */

/** IFSC: 4 letters (the bank), a 0, then 6 letters or digits (the branch) — 11 characters, upper case. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI ID (VPA): a handle of letters, digits, dots, hyphens or underscores, @, a provider's name. */
const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
/** An Indian bank account number: 9 to 18 digits. */
const ACCOUNT_NUMBER = /^\d{9,18}$/;

/** The IFSC as a shopper may type it (spaces, lower case) made canonical. */
export function normaliseIfsc(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isValidIfsc(text: string): boolean {
  return IFSC.test(normaliseIfsc(text));
}

export function isValidUpiId(text: string): boolean {
  return UPI_ID.test(text.trim());
}

/** The number as typed, without spaces. */
export function normaliseAccountNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

export function isValidAccountNumber(text: string): boolean {
  return ACCOUNT_NUMBER.test(normaliseAccountNumber(text));
}

/** An account number shown masked: only its last 4 digits (`XXXXXX1234`). */
export function maskAccountNumber(text: string): string {
  const digits = normaliseAccountNumber(text);
  return `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** A UPI ID shown masked: the first two characters of the handle and the provider (`as****@okaxis`). */
export function maskUpiId(text: string): string {
  const [handle = '', provider = ''] = text.trim().split('@');
  return `${handle.slice(0, 2)}${'*'.repeat(Math.max(2, handle.length - 2))}@${provider}`;
}
