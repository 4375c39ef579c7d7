/** Indian pincodes (DESIGN §4): six digits, the first 1–9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export function isValidPincode(input: unknown): input is string {
  return typeof input === 'string' && PINCODE_PATTERN.test(input.trim());
}
