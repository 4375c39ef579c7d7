import { describe, expect, it } from 'vitest';
import { ORDER_TOTAL_MAX_PAISE, PRICE_MAX_RUPEES } from './constants.js';
import {
  formatPaise,
  formatRupees,
  groupIndianDigits,
  paiseToRupees,
  rupeesToPaise,
  sumPaise,
} from './money.js';

describe('money', () => {
  it('converts rupees to whole paise, rounding float noise away', () => {
    expect(rupeesToPaise(1299)).toBe(129900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('converts paise back to rupees and refuses fractional paise', () => {
    expect(paiseToRupees(129950)).toBe(1299.5);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });

  it('sums only whole paise', () => {
    expect(sumPaise([10, 20, 30])).toBe(60);
    expect(sumPaise([])).toBe(0);
    expect(() => sumPaise([10, 0.5])).toThrow(RangeError);
  });

  it('formats with Indian digit grouping and the rupee sign', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(1299.5)).toBe('₹1,299.5');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatPaise(12345600)).toBe('₹1,23,456');
  });

  it('writes what Intl en-IN writes, without loading the locale data', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
    for (const rupees of [
      0, 7, 99.9, 100.05, 1000, 12345.67, 99999.99, 100000, 1234567.8, 987654321, -1500.5,
    ]) {
      const sign = rupees < 0 ? '-' : '';
      expect(formatRupees(rupees)).toBe(`${sign}₹${intl.format(Math.abs(rupees))}`);
    }
    for (const whole of [0, 1, 999, 1000, 12500, 100000, 100000000, -45678]) {
      expect(groupIndianDigits(whole)).toBe(whole.toLocaleString('en-IN'));
    }
  });
});

describe('money columns cannot overflow (issue 27)', () => {
  it('keeps a price within an integer column and any order total exact as a JS number', () => {
    expect(PRICE_MAX_RUPEES * 100).toBeLessThan(2 ** 31);
    expect(ORDER_TOTAL_MAX_PAISE).toBeGreaterThan(2 ** 31);
    expect(ORDER_TOTAL_MAX_PAISE).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});
