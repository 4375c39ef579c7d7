import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvRupees } from './csv.js';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+91 98765', "'+91 98765"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['Priya Sharma', 'Priya Sharma'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers, even negative ones, as numbers; empty for nothing', () => {
    expect(csvCell(-120)).toBe('-120');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvRupees', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [149900, '1499.00'],
    [199950, '1999.50'],
    [-12000, '-120.00'],
    [123456789, '1234567.89'],
  ])('%d paise → %s', (paise, text) => {
    expect(csvRupees(paise)).toBe(text);
  });
});

describe('csvFile', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(
      csvFile([
        ['a', 1],
        ['=b', null],
      ]),
    ).toBe("\uFEFFa,1\r\n'=b,\r\n");
  });
});
