/**
 * Where a refund goes when it cannot go back to the original payment (a cash-on-delivery order): a UPI ID or
 * an Indian bank account. Staff pay it by hand and record the transfer (issue 33); the shopper types these
 * details when asking for a return. Pure checks, shared by the API (refunds, returns) and both apps' forms,
 * so a detail one accepts the other never refuses.
 */

/** An IFSC: the bank's 4 letters, a 0 kept for future use, then the branch's 6 letters or digits (RBI). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * A UPI ID (virtual payment address): a handle of letters, digits, dots, hyphens and underscores, then `@`
 * and the payment app's bank handle of letters (and digits). NPCI caps it at 255 characters; handles in use
 * are far shorter.
 */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** An Indian bank account number: 9 to 18 digits (banks use every length in between). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** Upper case, spaces removed: how a shopper types an IFSC is not held against them. */
export function normaliseIfsc(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Spaces and hyphens removed: account numbers are often copied in groups. */
export function normaliseAccountNumber(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** Trimmed; UPI IDs are case-insensitive, so kept as typed but compared in lower case by the payment apps. */
export function normaliseUpiId(value: string): string {
  return value.trim();
}

export function isValidIfsc(value: string): boolean {
  return IFSC_PATTERN.test(normaliseIfsc(value));
}

export function isValidUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(normaliseUpiId(value));
}

export function isValidAccountNumber(value: string): boolean {
  return ACCOUNT_NUMBER_PATTERN.test(normaliseAccountNumber(value));
}

/** An account number as staff and the shopper see it once stored: only its last 4 digits. */
export function maskAccountNumber(value: string): string {
  const digits = normaliseAccountNumber(value);
  return `${'•'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

/** A UPI ID as shown once stored: the handle's first 2 characters and its bank handle (`ra••••@okaxis`). */
export function maskUpiId(value: string): string {
  const [handle = '', bank = ''] = normaliseUpiId(value).split('@');
  return `${handle.slice(0, 2)}${'•'.repeat(Math.max(handle.length - 2, 0))}@${bank}`;
}
