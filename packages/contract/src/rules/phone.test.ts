import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, isValidIndianMobile, maskPhone, normalizeIndianPhone } from './phone.js';

describe('normalizeIndianPhone', () => {
  it('normalises the usual ways of typing a mobile number to +91', () => {
    for (const input of [
      '9876543210',
      '+919876543210',
      '919876543210',
      '09876543210',
      '98765 43210',
      '+91-98765-43210',
    ]) {
      expect(normalizeIndianPhone(input)).toBe('+919876543210');
    }
  });

  it('refuses numbers that are not Indian mobiles', () => {
    for (const input of [
      '5876543210',
      '987654321',
      '98765432101',
      'abcdefghij',
      '',
      '+449876543210',
      '9'.repeat(10_000),
    ]) {
      expect(normalizeIndianPhone(input)).toBeNull();
    }
  });

  it('refuses values that are not strings', () => {
    for (const input of [null, undefined, 9876543210, ['9876543210'], { phone: '9876543210' }]) {
      expect(isValidIndianMobile(input)).toBe(false);
    }
  });
});

describe('formatPhoneForDisplay', () => {
  it('shows an Indian mobile as +91 and two groups of five digits, however it is stored', () => {
    for (const stored of ['+919123456781', '9123456781', '09123456781', '+91 91234-56781']) {
      expect(formatPhoneForDisplay(stored)).toBe('+91 91234 56781');
    }
  });

  it('shows anything else as given, trimmed, rather than hiding it', () => {
    expect(formatPhoneForDisplay(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhoneForDisplay('12345')).toBe('12345');
    expect(formatPhoneForDisplay('')).toBe('');
  });
});

describe('maskPhone', () => {
  it('shows an Indian mobile as +91 and its last four digits only', () => {
    expect(maskPhone('+919123456781')).toBe('+91 ••••••6781');
    expect(maskPhone('9123456781')).toBe('+91 ••••••6781');
  });

  it('hides all but the last four characters of anything else, and all of a number that short', () => {
    expect(maskPhone('+442079460958')).toBe('•••••••••0958');
    expect(maskPhone('12345')).toBe('•2345');
    expect(maskPhone('1234')).toBe('••');
  });
});
