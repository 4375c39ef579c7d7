import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '../constants.js';
import { maxQuantityFor, sizeAvailability, skuAvailability, stockLevel } from './stock.js';

describe('stockLevel', () => {
  it('says "Only n left" from 1 up to the threshold', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockLevel({ inStock: true, stockCount: 1 })).toEqual({ kind: 'low', label: 'Only 1 left' });
    expect(stockLevel({ inStock: true, stockCount: LOW_STOCK_THRESHOLD })).toEqual({
      kind: 'low',
      label: `Only ${LOW_STOCK_THRESHOLD} left`,
    });
  });

  it('says in stock above the threshold', () => {
    expect(stockLevel({ inStock: true, stockCount: LOW_STOCK_THRESHOLD + 1 })).toEqual({
      kind: 'in-stock',
      label: 'In stock',
    });
  });

  it('says out of stock at 0, below 0, or when the server says so whatever the count', () => {
    for (const product of [
      { inStock: true, stockCount: 0 },
      { inStock: true, stockCount: -1 },
      { inStock: false, stockCount: 3 },
      { inStock: false, stockCount: 40 },
    ]) {
      expect(stockLevel(product)).toEqual({ kind: 'out-of-stock', label: 'Out of stock' });
    }
  });
});

describe('skuAvailability', () => {
  it('says sold out at 0 and below, with no count', () => {
    expect(skuAvailability(0)).toEqual({ inStock: false });
    expect(skuAvailability(-2)).toEqual({ inStock: false });
  });
  it('says how many are left from 1 up to the threshold, and only in stock above it', () => {
    expect(skuAvailability(1)).toEqual({ inStock: true, left: 1 });
    expect(skuAvailability(LOW_STOCK_THRESHOLD)).toEqual({ inStock: true, left: LOW_STOCK_THRESHOLD });
    expect(skuAvailability(LOW_STOCK_THRESHOLD + 1)).toEqual({ inStock: true });
  });
});

describe('sizeAvailability', () => {
  const availability = [
    { variant: 'indigo', size: 'S', inStock: false },
    { variant: 'indigo', size: 'M', inStock: true, left: 2 },
    { variant: 'rose', size: 'S', inStock: true },
    { variant: 'rose', size: 'M', inStock: false },
  ];
  it('reads the chosen colour, and the first colour when none is chosen', () => {
    expect(sizeAvailability(availability, 'rose', 'S')).toEqual({ inStock: true });
    expect(sizeAvailability(availability, 'indigo', 'M')).toEqual({ inStock: true, left: 2 });
    expect(sizeAvailability(availability, undefined, 'S')).toEqual({ inStock: false });
    expect(sizeAvailability(availability, null, 'M')).toEqual({ inStock: true, left: 2 });
  });
  it('calls a size with no SKU in that colour sold out, and knows nothing without availability', () => {
    expect(sizeAvailability(availability, 'rose', 'XL')).toEqual({ inStock: false });
    expect(sizeAvailability(undefined, 'rose', 'S')).toBeUndefined();
    expect(sizeAvailability([], null, 'S')).toBeUndefined();
  });
  it('reads a colourless product by its null colour', () => {
    expect(sizeAvailability([{ variant: null, size: 'M', inStock: true, left: 1 }], null, 'M')).toEqual({
      inStock: true,
      left: 1,
    });
  });
});

describe('maxQuantityFor', () => {
  it('stops at what is left, at the cap, and at 0 for a sold-out size', () => {
    expect(maxQuantityFor({ inStock: true, left: 2 }, 10)).toBe(2);
    expect(maxQuantityFor({ inStock: true, left: 12 }, 10)).toBe(10);
    expect(maxQuantityFor({ inStock: true }, 10)).toBe(10);
    expect(maxQuantityFor({ inStock: false }, 10)).toBe(0);
    expect(maxQuantityFor(undefined, 10)).toBe(10);
  });
});
