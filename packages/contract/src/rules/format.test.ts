import { describe, expect, it } from 'vitest';
import { formatRupees } from '../money.js';
import {
  estimatedDeliveryDate,
  formatLongDate,
  formatOrderDate,
  formatOrderDateTime,
  orderIdDisplay,
} from './format.js';

describe('estimatedDeliveryDate', () => {
  it('adds the delivery days and formats in en-IN long form', () => {
    expect(estimatedDeliveryDate(new Date('2026-11-22T06:00:00Z'), 3)).toBe('25 November 2026');
  });

  it('crosses month and year ends', () => {
    expect(estimatedDeliveryDate(new Date('2026-12-30T06:00:00Z'), 5)).toBe('4 January 2027');
  });

  it('uses Indian time, not UTC, to decide today', () => {
    expect(estimatedDeliveryDate(new Date('2026-11-21T20:00:00Z'), 0)).toBe('22 November 2026');
  });
});

describe('order display', () => {
  it('shows the last 8 characters of the id in upper case', () => {
    expect(orderIdDisplay('6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6')).toBe('C3D4E5F6');
    expect(orderIdDisplay('abc')).toBe('ABC');
  });

  it('formats dates in en-IN', () => {
    expect(formatOrderDate('2026-11-22T06:00:00Z')).toBe('22 Nov 2026');
  });
});

describe('formatOrderDateTime', () => {
  it('shows the day and the time in India, whatever the time zone of the machine', () => {
    expect(formatOrderDateTime('2026-11-22T06:00:00Z')).toBe('22 Nov 2026, 11:30 am');
    // 20:00 UTC is past midnight in India: the next day.
    expect(formatOrderDateTime('2026-11-22T20:00:00Z')).toBe('23 Nov 2026, 1:30 am');
  });
});

describe('dates in Hindi (issue 35)', () => {
  it('writes a long date in hi-IN with the month in Devanagari', () => {
    expect(formatLongDate('2026-11-26T06:00:00Z', 'hi')).toBe('26 नवंबर 2026');
    expect(estimatedDeliveryDate(new Date('2026-11-22T06:00:00Z'), 4, 'hi')).toBe('26 नवंबर 2026');
  });

  it('keeps the day in India time, and English unchanged when asked for en', () => {
    expect(formatLongDate('2026-11-25T20:00:00Z', 'hi')).toBe('26 नवंबर 2026');
    expect(formatLongDate('2026-11-26T06:00:00Z', 'en')).toBe('26 November 2026');
    expect(formatOrderDate('2026-11-22T06:00:00Z', 'en')).toBe('22 Nov 2026');
  });

  it('writes order dates and times in hi-IN', () => {
    expect(formatOrderDate('2026-11-22T06:00:00Z', 'hi')).toMatch(/^22 \S*[\u0900-\u097F]\S* 2026$/);
    expect(formatOrderDateTime('2026-11-22T06:00:00Z', 'hi')).toMatch(
      /^22 \S*[\u0900-\u097F]\S* 2026, 11:30/,
    );
  });

  it('groups a price the same in both languages, as hi-IN and en-IN Intl do', () => {
    const intl = (tag: string) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const rupees of [0, 999, 1499, 149999, 12345678]) {
      expect(formatRupees(rupees)).toBe(intl('hi-IN').format(rupees));
      expect(formatRupees(rupees)).toBe(intl('en-IN').format(rupees));
    }
    expect(formatRupees(149999)).toBe('₹1,49,999');
  });
});
