import { describe, expect, it } from 'vitest';
import { cardPrice, discountPercent, lineMrp, linePrice, openingColour } from './price.js';

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

describe('the colour a product page opens on and the card price (issue 31)', () => {
  const rose = { _id: 'rose', price: 2799, discountedPrice: 2599 };
  const indigo = { _id: 'indigo', price: 2599, discountedPrice: 2399 };
  const sand = { _id: 'sand', price: 2599, discountedPrice: 2399 };

  it('opens on the lowest-priced colour with stock, the first among equals', () => {
    expect(openingColour([rose, indigo, sand])?._id).toBe('indigo');
    expect(openingColour([rose, sand, indigo])?._id).toBe('sand');
    expect(openingColour([rose, indigo], (id) => id !== 'indigo')?._id).toBe('rose');
    // Nothing known in stock: the lowest of them all.
    expect(openingColour([rose, indigo], () => false)?._id).toBe('indigo');
    expect(openingColour([])).toBeUndefined();
  });

  it('prices a card at that colour, "from" when colours differ, else at the product', () => {
    const product = { amount: 2999, discountedAmount: 2799 };
    expect(cardPrice({ ...product, swatches: [rose, indigo] })).toEqual({
      price: 2399,
      mrp: 2599,
      from: true,
    });
    expect(cardPrice({ ...product, swatches: [indigo, sand] })).toEqual({
      price: 2399,
      mrp: 2599,
      from: false,
    });
    expect(cardPrice({ ...product, swatches: [{ _id: 'plain' }] })).toEqual({
      price: 2799,
      mrp: 2999,
      from: false,
    });
    expect(cardPrice(product)).toEqual({ price: 2799, mrp: 2999, from: false });
    expect(cardPrice({ amount: 999, discountedAmount: 0 })).toEqual({ price: 999, mrp: 999, from: false });
  });
});
