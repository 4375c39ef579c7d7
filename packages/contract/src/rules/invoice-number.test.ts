import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  financialYear,
  financialYearBounds,
  financialYearCode,
  INVOICE_NUMBER_MAX_LENGTH,
  invoiceNumber,
  isValidInvoicePrefix,
} from './invoice-number.js';

describe('financialYear', () => {
  it('turns at midnight on 1 April in India, which is 18:30 UTC on 31 March', () => {
    expect(financialYear(new Date('2027-03-31T23:59:59.999+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('runs April to March, the calendar year changing in the middle', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-12-31T23:59:59+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-15T12:00:00Z'))).toBe('2099-00');
  });

  it('does not depend on the clock zone of the process (the tests run in Asia/Kolkata; UTC is checked by instant)', () => {
    // 1 April 02:00 in India is still 31 March in UTC and in the Americas.
    const instant = new Date(Date.UTC(2026, 2, 31, 20, 30));
    expect(instant.getUTCDate()).toBe(31);
    expect(financialYear(instant)).toBe('2026-27');
  });

  it('refuses an invalid date', () => {
    expect(() => financialYear(new Date('nonsense'))).toThrow(RangeError);
  });

  it('bounds a financial year at 1 April 00:00 IST, the end excluded, and agrees with financialYear', () => {
    const { start, end } = financialYearBounds('2026-27');
    expect(start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(end.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(financialYear(start)).toBe('2026-27');
    expect(financialYear(new Date(start.getTime() - 1))).toBe('2025-26');
    expect(financialYear(new Date(end.getTime() - 1))).toBe('2026-27');
    expect(financialYear(end)).toBe('2027-28');
  });

  it('codes a financial year in four digits, and refuses what is not one', () => {
    expect(financialYearCode('2026-27')).toBe('2627');
    expect(financialYearCode('2099-00')).toBe('9900');
    expect(financialYearCode('2009-10')).toBe('0910');
    for (const bad of ['2026-28', '2026/27', '26-27', '2026-2027', '']) {
      expect(() => financialYearCode(bad), bad).toThrow(RangeError);
    }
  });
});

describe('invoiceNumber and creditNoteNumber', () => {
  it('write <prefix>/<FY>/<serial> and <prefix>/CN/<FY>/<serial>, the serial padded to four digits', () => {
    expect(invoiceNumber('ZRI', '2026-27', 1)).toBe('ZRI/2627/0001');
    expect(invoiceNumber('Z', '2026-27', 42)).toBe('Z/2627/0042');
    expect(creditNoteNumber('ZRI', '2026-27', 1)).toBe('ZRI/CN/2627/0001');
    expect(creditNoteNumber('ZRI', '2026-27', 9999)).toBe('ZRI/CN/2627/9999');
  });

  it('grow the serial past four digits while the number fits in 16 characters, and refuse beyond', () => {
    expect(invoiceNumber('ZRI', '2026-27', 9_999_999)).toBe('ZRI/2627/9999999');
    expect(invoiceNumber('ZRI', '2026-27', 9_999_999)).toHaveLength(INVOICE_NUMBER_MAX_LENGTH);
    expect(() => invoiceNumber('ZRI', '2026-27', 10_000_000)).toThrow(/16 characters/);
    expect(creditNoteNumber('ZR', '2026-27', 99_999)).toBe('ZR/CN/2627/99999');
    expect(() => creditNoteNumber('ZRI', '2026-27', 10_000)).toThrow(/16 characters/);
  });

  it('fit the longest prefix with the first 9,999 credit notes', () => {
    expect(creditNoteNumber('A-9', '2026-27', 9999)).toHaveLength(INVOICE_NUMBER_MAX_LENGTH);
  });

  it('refuse a bad serial', () => {
    for (const serial of [0, -1, 1.5, Number.NaN]) {
      expect(() => invoiceNumber('ZRI', '2026-27', serial), String(serial)).toThrow(RangeError);
    }
  });

  it('refuse a bad prefix or financial year', () => {
    expect(() => invoiceNumber('zri', '2026-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('ZRIX', '2026-27', 1)).toThrow(RangeError);
    expect(() => creditNoteNumber('Z/R', '2026-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('ZRI', '2026-28', 1)).toThrow(RangeError);
  });
});

describe('isValidInvoicePrefix', () => {
  it('accepts one to three upper-case letters, digits or hyphens, starting with a letter or digit', () => {
    for (const prefix of ['Z', 'ZRI', 'Z-1', '9', 'A-B'])
      expect(isValidInvoicePrefix(prefix), prefix).toBe(true);
    for (const prefix of ['', 'ZRIX', '-ZR', 'Z/R', 'zri', 'Z R', 'ZŔ', 'Z_R', 3]) {
      expect(isValidInvoicePrefix(prefix), String(prefix)).toBe(false);
    }
  });
});
