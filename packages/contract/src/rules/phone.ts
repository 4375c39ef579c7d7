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

/**
 * How a phone number is shown to people: `+91 91234 56781`, the grouping Indian shoppers read at a glance.
 * Anything that is not an Indian mobile is shown as it was given, so a number is never hidden or altered.
 */
export function formatPhoneForDisplay(phone: string): string {
  const normalized = normalizeIndianPhone(phone);
  if (normalized === null) return phone.trim();
  const national = normalized.slice(PHONE_PREFIX.length);
  return `${PHONE_PREFIX} ${national.slice(0, 5)} ${national.slice(5)}`;
}

/**
 * A phone number as the back office's message log shows it (issue 32): the country code and the last four
 * digits, the rest hidden (`+91 ••••••3210`), enough to tell numbers apart on a call without copying them out.
 * A number too short to mask keeps only its last two characters.
 */
export function maskPhone(phone: string): string {
  const normalized = normalizeIndianPhone(phone);
  if (normalized !== null) return `${PHONE_PREFIX} ••••••${normalized.slice(-4)}`;
  const tidy = phone.trim();
  return tidy.length <= 4 ? '••' : `${'•'.repeat(tidy.length - 4)}${tidy.slice(-4)}`;
}
