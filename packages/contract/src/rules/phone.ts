/** Indian mobile numbers (DESIGN §4): +91 and ten digits starting 6–9, however the shopper typed them. */
import { PHONE_PREFIX } from '../constants.js';

const MOBILE = /^[6-9]\d{9}$/;

/** Returns `+91XXXXXXXXXX`, or null when the input is not an Indian mobile number. */
export function normalizeIndianPhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 20) return null;
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE.test(digits) ? `${PHONE_PREFIX}${digits}` : null;
}

export function isValidIndianMobile(input: unknown): boolean {
  return normalizeIndianPhone(input) !== null;
}
