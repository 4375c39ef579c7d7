import { describe, expect, it } from 'vitest';
import { ORDER_QUANTITY_MAX } from '../constants.js';
import { isWithinProductQuantityLimit, mergeOrderLines } from './order-lines.js';

const dress = 'a7c1d6a2-3b4c-4d5e-8f90-0123456789ab';
const top = 'b8d2e7b3-4c5d-4e6f-9a01-123456789abc';
const indigo = 'c9e3f8c4-5d6e-4f70-8b12-23456789abcd';

describe('mergeOrderLines', () => {
  it('sums lines of the same product, size and colour into the first, keeping the order', () => {
    const merged = mergeOrderLines([
      { product: dress, size: 'M', quantity: 2 },
      { product: top, size: 'S', quantity: 1 },
      { product: dress, size: 'M', quantity: 3, productVariant: null },
    ]);
    expect(merged).toEqual([
      { product: dress, size: 'M', quantity: 5 },
      { product: top, size: 'S', quantity: 1 },
    ]);
  });

  it('keeps different sizes and colours apart', () => {
    const merged = mergeOrderLines([
      { product: dress, size: 'M', quantity: 1 },
      { product: dress, size: 'L', quantity: 1 },
      { product: dress, size: 'M', quantity: 1, productVariant: indigo },
    ]);
    expect(merged).toHaveLength(3);
  });

  it('does not change the lines it was given', () => {
    const lines = [
      { product: dress, size: 'M', quantity: 2 },
      { product: dress, size: 'M', quantity: 2 },
    ];
    mergeOrderLines(lines);
    expect(lines[0]?.quantity).toBe(2);
  });
});

describe('isWithinProductQuantityLimit', () => {
  it(`allows ${ORDER_QUANTITY_MAX} of one product across sizes and colours`, () => {
    expect(
      isWithinProductQuantityLimit([
        { product: dress, size: 'M', quantity: ORDER_QUANTITY_MAX - 3 },
        { product: dress, size: 'L', quantity: 2, productVariant: indigo },
        { product: dress, size: 'S', quantity: 1 },
        { product: top, size: 'S', quantity: ORDER_QUANTITY_MAX },
      ]),
    ).toBe(true);
  });

  it('refuses one more, however the units are split', () => {
    const split = Array.from({ length: ORDER_QUANTITY_MAX + 1 }, () => ({
      product: dress,
      size: 'M',
      quantity: 1,
    }));
    expect(isWithinProductQuantityLimit(split)).toBe(false);
    expect(
      isWithinProductQuantityLimit([
        { product: dress, size: 'M', quantity: ORDER_QUANTITY_MAX },
        { product: dress, size: 'L', quantity: 1 },
      ]),
    ).toBe(false);
  });
});
