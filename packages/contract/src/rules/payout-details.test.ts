import { describe, expect, it } from 'vitest';
import {
  isValidAccountNumber,
  isValidIfsc,
  isValidUpiId,
  maskAccountNumber,
  maskUpiId,
  normaliseIfsc,
} from './payout-details.js';

describe('IFSC', () => {
  it('accepts 4 letters, a 0 and 6 letters or digits', () => {
    expect(isValidIfsc('HDFC0001234')).toBe(true);
    expect(isValidIfsc('SBIN0ABC12Z')).toBe(true);
  });
  it('accepts lower case and spaces as typed, and normalises them', () => {
    expect(isValidIfsc(' hdfc 0001234 ')).toBe(true);
    expect(normaliseIfsc(' hdfc 0001234 ')).toBe('HDFC0001234');
  });
  it('refuses a fifth character other than 0', () => {
    expect(isValidIfsc('HDFC1001234')).toBe(false);
    expect(isValidIfsc('HDFCO001234')).toBe(false);
  });
  it('refuses digits in the bank code and the wrong length', () => {
    expect(isValidIfsc('HD1C0001234')).toBe(false);
    expect(isValidIfsc('HDFC000123')).toBe(false);
    expect(isValidIfsc('HDFC00012345')).toBe(false);
    expect(isValidIfsc('HDFC000123-')).toBe(false);
    expect(isValidIfsc('')).toBe(false);
  });
});

describe('UPI ID', () => {
  it('accepts a handle @ a payment app', () => {
    expect(isValidUpiId('ravi.kumar@okaxis')).toBe(true);
    expect(isValidUpiId('9876543210@ybl')).toBe(true);
    expect(isValidUpiId('a_b-c@paytm')).toBe(true);
  });
  it('refuses no @, two @, an empty side or a bank handle with symbols', () => {
    expect(isValidUpiId('ravi.kumar')).toBe(false);
    expect(isValidUpiId('ravi@ok@axis')).toBe(false);
    expect(isValidUpiId('@okaxis')).toBe(false);
    expect(isValidUpiId('ravi@')).toBe(false);
    expect(isValidUpiId('ravi@ok.axis')).toBe(false);
    expect(isValidUpiId('r@okaxis')).toBe(false);
    expect(isValidUpiId('ravi kumar@okaxis')).toBe(false);
  });
});

describe('account number', () => {
  it('accepts 9 to 18 digits, grouped as copied', () => {
    expect(isValidAccountNumber('123456789')).toBe(true);
    expect(isValidAccountNumber('123456789012345678')).toBe(true);
    expect(isValidAccountNumber('1234 5678 9012')).toBe(true);
  });
  it('refuses 8 or 19 digits and letters', () => {
    expect(isValidAccountNumber('12345678')).toBe(false);
    expect(isValidAccountNumber('1234567890123456789')).toBe(false);
    expect(isValidAccountNumber('12345678A')).toBe(false);
  });
});

describe('masks', () => {
  it('shows only the last 4 digits of an account', () => {
    expect(maskAccountNumber('1234 5678 9012')).toBe('••••••••9012');
  });
  it('shows the first 2 characters of a UPI handle and its bank', () => {
    expect(maskUpiId('ravi.kumar@okaxis')).toBe('ra••••••••@okaxis');
  });
});
