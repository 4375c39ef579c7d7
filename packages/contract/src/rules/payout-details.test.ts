import { describe, expect, it } from 'vitest';
import {
  isValidAccountNumber,
  isValidIfsc,
  isValidUpiId,
  maskAccountNumber,
  maskUpiId,
} from './payout-details.js';

describe('payout details', () => {
  it('takes an IFSC of 4 letters, a zero and 6 letters or digits, in any case', () => {
    expect(isValidIfsc('SBIN0001234')).toBe(true);
    expect(isValidIfsc('hdfc0abc123')).toBe(true);
    expect(isValidIfsc('SBIN1001234')).toBe(false);
    expect(isValidIfsc('SBIN000123')).toBe(false);
    expect(isValidIfsc('SBIN00012345')).toBe(false);
    expect(isValidIfsc('S8IN0001234')).toBe(false);
  });

  it('takes a UPI ID with a handle and a provider', () => {
    expect(isValidUpiId('asha.verma@okaxis')).toBe(true);
    expect(isValidUpiId('9876543210@ybl')).toBe(true);
    expect(isValidUpiId('asha')).toBe(false);
    expect(isValidUpiId('@okaxis')).toBe(false);
    expect(isValidUpiId('asha@')).toBe(false);
    expect(isValidUpiId('as ha@okaxis')).toBe(false);
  });

  it('takes an account number of 9 to 18 digits', () => {
    expect(isValidAccountNumber('123456789')).toBe(true);
    expect(isValidAccountNumber('123456789012345678')).toBe(true);
    expect(isValidAccountNumber('12345678')).toBe(false);
    expect(isValidAccountNumber('1234567890123456789')).toBe(false);
    expect(isValidAccountNumber('12345678a')).toBe(false);
  });

  it('masks all but the last 4 digits of an account and most of a UPI handle', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
    expect(maskUpiId('ashaverma@okaxis')).toBe('as*******@okaxis');
  });
});
