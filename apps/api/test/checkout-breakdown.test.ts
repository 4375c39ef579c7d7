/**
 * The checkout's price breakdown and terms (issue 34, Consumer Protection (E-Commerce) Rules 2020) as the
 * quote answers them on Postgres through HTTP: items at MRP, the products' own discounts, the promotion, the
 * GST the goods' price includes (after the promotion; never on the donation), and each line's return terms.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import { insertProduct } from './helpers/order-fixtures.js';
import { createPromotion, quote } from './helpers/promotions.js';
import { signInStaff } from './helpers/session.js';

describe('the quote’s price breakdown and terms', async () => {
  const { app, db, config } = await useTestApp();

  let dress: Awaited<ReturnType<typeof insertProduct>>;
  let sale: Awaited<ReturnType<typeof insertProduct>>;
  let swimsuit: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    // ₹2,499 MRP sold at ₹1,999 (apparel, 5 % under ₹2,500 a piece).
    dress = await insertProduct(db, { amountPaise: 249_900, discountedPaise: 199_900 });
    // ₹999 with no product discount, sold in a special offer (final sale).
    sale = await insertProduct(db, { title: 'Sale Kurta', amountPaise: 99_900, discountedPaise: 99_900 });
    await db.update(products).set({ specialOffer: true }).where(eq(products.id, sale.id));
    swimsuit = await insertProduct(db, { title: 'Swimsuit', amountPaise: 150_000, discountedPaise: 120_000 });
    await db.update(products).set({ returnable: false }).where(eq(products.id, swimsuit.id));
  });

  it('answers the items at MRP, the product discounts and the GST the total includes', async () => {
    const answer = await quote(app, undefined, {
      products: [
        { product: dress.id, size: 'M', quantity: 2 },
        { product: sale.id, size: 'S', quantity: 1 },
      ],
      donationAmount: 10,
    });
    expect(answer).toMatchObject({
      mrpTotal: 5997,
      productDiscount: 1000,
      subtotal: 4997,
      discount: 0,
      delivery: 0,
      donation: 10,
      total: 5007,
    });
    // ₹3,998 at 5 %: taxable ₹3,807.62, GST ₹190.38; ₹999 at 5 %: taxable ₹951.43, GST ₹47.57.
    expect(answer.gst).toBe(237.95);
    expect(answer.lines.map((line) => ({ mrp: line.mrp, unitPrice: line.unitPrice }))).toEqual([
      { mrp: 2499, unitPrice: 1999 },
      { mrp: 999, unitPrice: 999 },
    ]);
  });

  it('takes the GST on what is paid after the promotion, and the parts add up to the total', async () => {
    const owner = await signInStaff(db, config, 'owner');
    await createPromotion(app, owner, { code: 'BREAK10', kind: 'percent', value: 10 });
    const answer = await quote(app, undefined, {
      products: [{ product: dress.id, size: 'M', quantity: 2 }],
      promoCode: 'BREAK10',
      donationAmount: 25,
    });
    expect(answer.promotion).toMatchObject({ code: 'BREAK10', discount: 399.8 });
    expect(answer.mrpTotal).toBe(4998);
    expect(answer.productDiscount).toBe(1000);
    // ₹3,598.20 at 5 %: taxable ₹3,426.86, GST ₹171.34.
    expect(answer.gst).toBe(171.34);
    const parts =
      (answer.mrpTotal ?? 0) -
      (answer.productDiscount ?? 0) -
      answer.discount +
      answer.delivery +
      answer.donation;
    expect(Math.round(parts * 100)).toBe(Math.round(answer.total * 100));
  });

  it('names the return terms of each line from the product and its category', async () => {
    const answer = await quote(app, undefined, {
      products: [
        { product: dress.id, size: 'M', quantity: 1 },
        { product: sale.id, size: 'S', quantity: 1 },
        { product: swimsuit.id, size: 'L', quantity: 1 },
      ],
    });
    expect(answer.lines.map((line) => [line.product, line.returnPolicy])).toEqual([
      [dress.id, 'easy-return'],
      [sale.id, 'special-offer'],
      [swimsuit.id, 'product-not-returnable'],
    ]);
  });
});
