/** Indian pincodes (DESIGN §4): six digits, the first 1–9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export function isValidPincode(input: unknown): input is string {
  return typeof input === 'string' && PINCODE_PATTERN.test(input.trim());
}

/** The pincode input keeps digits only, at most six (SPEC §5 max length 6). */
export function sanitizePincodeInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}
