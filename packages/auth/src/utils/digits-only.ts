/** Only the digits of `value`, at most `max`: every non-digit is dropped first, then the rest is cut. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** India's country code and trunk prefix, which a pasted or autofilled number may start with. */
const NATIONAL_PREFIXES = ['91', '0'] as const;

/**
 * A mobile number as typed, pasted or autofilled ("98765 43210", "+91 98765 43210", "098765 43210") to its
 * `length` national digits (9876543210): non-digits go first, then a country code or trunk prefix that
 * makes it too long, then the cut. Cutting first kept the first ten characters, spaces and +91 included.
 */
export function nationalPhoneDigits(value: string, length: number) {
  const digits = value.replace(/\D/g, '');
  const prefix = NATIONAL_PREFIXES.find((start) => digits.length > length && digits.startsWith(start));
  return (prefix ? digits.slice(prefix.length) : digits).slice(0, length);
}
