import { describe, expect, it } from 'vitest';
import { CATALOG_CSV_HEADER, catalogCsvColumns, parseCsvRupees, splitCsvPhotos } from './catalog-csv.js';

describe('the catalogue CSV', () => {
  it('finds every column by any of its names, in any order and case', () => {
    const columns = catalogCsvColumns([...CATALOG_CSV_HEADER].reverse().map((name) => name.toUpperCase()));
    expect(columns?.productId).toBe(CATALOG_CSV_HEADER.length - 1);
    expect(columns?.photos).toBe(0);
    expect(
      catalogCsvColumns([
        'Product ID',
        'Name',
        'Category',
        'Description',
        'Color',
        'Color code',
        'Size',
        'SKU',
        'Qty',
        'MRP',
        'Sale price',
        'Images',
      ]),
    ).toBeDefined();
  });

  it('refuses a header missing a column', () => {
    expect(catalogCsvColumns(CATALOG_CSV_HEADER.filter((name) => name !== 'stock'))).toBeUndefined();
  });

  it('reads rupees as a spreadsheet writes them, exactly, and nothing else', () => {
    expect(parseCsvRupees('1499')).toBe(149_900);
    expect(parseCsvRupees('1499.5')).toBe(149_950);
    expect(parseCsvRupees(' 1,499.05 ')).toBe(149_905);
    expect(parseCsvRupees('₹ 999.00')).toBe(99_900);
    expect(parseCsvRupees('0')).toBe(0);
    for (const bad of ['', '-1', '12.345', 'abc', '1e3', '12.']) expect(parseCsvRupees(bad)).toBeUndefined();
  });

  it('splits photo paths on spaces, bars and semicolons', () => {
    expect(splitCsvPhotos(' /uploads/a.webp  /uploads/b.webp|/uploads/c.webp; ')).toEqual([
      '/uploads/a.webp',
      '/uploads/b.webp',
      '/uploads/c.webp',
    ]);
    expect(splitCsvPhotos('')).toEqual([]);
  });
});
