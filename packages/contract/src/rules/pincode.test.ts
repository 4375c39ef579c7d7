import { describe, expect, it } from 'vitest';
import { isValidPincode } from './pincode.js';

describe('pincode format', () => {
  it('accepts six digits not starting with 0', () => {
    expect(isValidPincode('110001')).toBe(true);
    expect(isValidPincode(' 560001 ')).toBe(true);
  });

  it('refuses a leading 0, five or seven digits, letters and spaces inside', () => {
    for (const input of ['011001', '11000', '1100011', '11000a', '110 01', '', '      ', null, 110001]) {
      expect(isValidPincode(input)).toBe(false);
    }
  });
});
