import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDate, formatDateTime, formatOrderDate, orderIdDisplay } from './format.js';

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

describe('formatDateTime', () => {
  it('shows the date and the time in India time', () => {
    // 10:00 UTC is 15:30 in India, and 20:00 UTC already the next day there.
    expect(formatDateTime('2026-11-27T10:00:00Z')).toMatch(/^27 Nov 2026, 3:30\s?pm$/i);
    expect(formatDateTime(new Date('2026-11-27T20:00:00Z'))).toMatch(/^28 Nov 2026, 1:30\s?am$/i);
  });
});
