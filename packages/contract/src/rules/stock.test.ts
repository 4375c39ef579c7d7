import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '../constants.js';
import { stockLevel } from './stock.js';

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
