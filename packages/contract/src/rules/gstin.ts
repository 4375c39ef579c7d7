/**
 * GSTIN and HSN codes as the GST law writes them. A GSTIN is 15 characters: the state code (2 digits), the
 * holder's PAN (5 letters, 4 digits, 1 letter), the entity number within that PAN and state (1–9, then A–Z),
 * the letter Z (reserved), and a check character computed from the first fourteen.
 */

/** Why a GSTIN is refused, so a test (and a log) can tell one failure from another. */
export type GstinFault = 'length' | 'state-code' | 'pan' | 'entity' | 'reserved-z' | 'check-character';

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const ENTITY_PATTERN = /^[1-9A-Z]$/;

/** 01–38 (the states and union territories) or 97 (Other Territory): the codes a GSTIN may begin with. */
function isGstinStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const value = Number(code);
  return (value >= 1 && value <= 38) || value === 97;
}

/**
 * The check character of a GSTIN's first fourteen characters: Luhn's algorithm over base 36. Each
 * character's value (0–9, A=10 … Z=35) is weighted 1, 2, 1, 2… from the left; each product is folded to
 * its base-36 digit sum (quotient + remainder); the check value makes the total a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14))
    throw new RangeError(`Not the first 14 characters of a GSTIN: ${first14}`);
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The first rule a GSTIN breaks, or null when it is valid. Upper case only: the portal issues no other. */
export function gstinFault(input: unknown): GstinFault | null {
  if (typeof input !== 'string' || input.length !== 15 || !/^[0-9A-Z]+$/.test(input)) return 'length';
  if (!isGstinStateCode(input.slice(0, 2))) return 'state-code';
  if (!PAN_PATTERN.test(input.slice(2, 12))) return 'pan';
  if (!ENTITY_PATTERN.test(input.charAt(12))) return 'entity';
  if (input.charAt(13) !== 'Z') return 'reserved-z';
  if (gstinCheckCharacter(input.slice(0, 14)) !== input.charAt(14)) return 'check-character';
  return null;
}

export function isValidGstin(input: unknown): input is string {
  return gstinFault(input) === null;
}

/** The two-digit state code a valid GSTIN begins with. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

/**
 * HSN codes on an invoice are 4, 6 or 8 digits (Notification 78/2020-CT: 4 digits up to ₹5 crore turnover,
 * 6 above; 8 is the full tariff line, which an owner may use).
 */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

export function isValidHsn(input: unknown): input is string {
  return typeof input === 'string' && HSN_PATTERN.test(input);
}
