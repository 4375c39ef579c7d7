import { describe, expect, it } from 'vitest';
import { discountPercent, lineMrp, linePrice } from './price.js';

describe('linePrice', () => {
  const all = {
    variantDiscountedPrice: 799,
    variantPrice: 999,
    productDiscountedAmount: 699,
    productAmount: 1299,
  };

  it('prefers the variant discounted price', () => {
    expect(linePrice(all)).toBe(799);
  });

  it('falls back variant discounted → variant → product discounted → product', () => {
    expect(linePrice({ ...all, variantDiscountedPrice: null })).toBe(999);
    expect(linePrice({ ...all, variantDiscountedPrice: undefined, variantPrice: undefined })).toBe(699);
    expect(linePrice({ productAmount: 1299 })).toBe(1299);
  });

  it('treats a zero price as missing', () => {
    expect(linePrice({ ...all, variantDiscountedPrice: 0 })).toBe(999);
    expect(
      linePrice({
        variantDiscountedPrice: 0,
        variantPrice: 0,
        productDiscountedAmount: 0,
        productAmount: 500,
      }),
    ).toBe(500);
  });

  it('is 0 when nothing is priced', () => {
    expect(linePrice({})).toBe(0);
  });

  it('gives the MRP of the variant, else of the product', () => {
    expect(lineMrp(all)).toBe(999);
    expect(lineMrp({ productDiscountedAmount: 699, productAmount: 1299 })).toBe(1299);
  });
});

describe('discountPercent', () => {
  it('rounds half up: 33.5% reads as 34%', () => {
    expect(discountPercent(200, 133)).toBe(34);
  });

  it('rounds down below half', () => {
    expect(discountPercent(300, 200)).toBe(33);
  });

  it('is 0 with no discount, a price above MRP, or no MRP', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it('is 100 when free', () => {
    expect(discountPercent(500, 0)).toBe(100);
  });
});
