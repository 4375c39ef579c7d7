/**
 * The bag's quote (issue 29) on Postgres through HTTP: lines priced as an order prices them, the welcome
 * offer for a new account (not a returning one; a visitor is invited to sign up), every reason a typed code
 * does not apply, and the best of a code and the welcome offer.
 */
import { API_PATHS, PROMOTION_REFUSAL_TEXT, PROMOTION_TEXT } from '@zari/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWelcomeOffer } from '../src/db/seed/seed.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from './helpers/order-fixtures.js';
import { createPromotion, placeWithPromotion, quote } from './helpers/promotions.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('the bag’s quote', async () => {
  const { app, db, config } = await useTestApp();

  const HOUR = 60 * 60 * 1000;
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  let owner: TestShopper;
  let dress: Awaited<ReturnType<typeof insertProduct>>;
  let saree: Awaited<ReturnType<typeof insertProduct>>;
  const bag = () => [{ product: dress.id, size: 'M', quantity: 1 }];

  beforeAll(async () => {
    await seedWelcomeOffer(db);
    await insertPincodes(db);
    owner = await signInStaff(db, config, 'owner');
    // ₹1,999 and ₹999.
    dress = await insertProduct(db, { discountedPaise: 199_900, stockCount: 100 });
    saree = await insertProduct(db, { title: 'Silk Saree', discountedPaise: 99_900, stockCount: 100 });
  });

  describe('the quote prices a bag as an order does', () => {
    it('answers each line, the subtotal, the donation and the total for a visitor, with the welcome invitation', async () => {
      const answer = await quote(app, undefined, {
        products: [
          { product: dress.id, size: 'M', quantity: 2 },
          { product: saree.id, size: 'S', quantity: 1 },
          // Merged into the first line, as placing merges it.
          { product: dress.id, size: 'M', quantity: 1 },
        ],
        donationAmount: 10,
      });
      expect(answer.lines).toEqual([
        expect.objectContaining({
          product: dress.id,
          quantity: 3,
          unitPrice: 1999,
          amount: 5997,
          discount: 0,
          total: 5997,
        }),
        expect.objectContaining({
          product: saree.id,
          quantity: 1,
          unitPrice: 999,
          amount: 999,
          discount: 0,
          total: 999,
        }),
      ]);
      expect(answer).toMatchObject({ subtotal: 6996, discount: 0, delivery: 0, donation: 10, total: 7006 });
      expect(answer.promotion).toBeNull();
      expect(answer.welcomeOffer).toEqual({
        code: 'WELCOME25',
        label: 'EXTRA 25% OFF',
        message: PROMOTION_TEXT.welcomeUnlock('EXTRA 25% OFF'),
      });
    });

    it('refuses a product that is not for sale with the contract message, as an order would', async () => {
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.cartQuote,
        payload: { products: [{ product: '00000000-0000-4000-8000-000000000000', size: 'M', quantity: 1 }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'Product not found',
      });
    });
  });

  describe('the welcome offer', () => {
    it('takes 25% off a new account’s first bag without a code, allocated to the lines to the paisa', async () => {
      const shopper = await signInShopper(db, config);
      const answer = await quote(app, shopper, {
        products: [
          { product: dress.id, size: 'M', quantity: 1 },
          { product: saree.id, size: 'M', quantity: 1 },
        ],
      });
      // 25% of ₹2,998 is ₹749.50, capped at ₹500.
      expect(answer.promotion).toEqual({ code: 'WELCOME25', label: 'EXTRA 25% OFF', discount: 500 });
      expect(answer.discount).toBe(500);
      expect(answer.total).toBe(2498);
      // ₹500 in proportion to ₹1,999 and ₹999: 33,338.89… and 16,661.10… paise; the larger fraction gets the paisa.
      expect(answer.lines.map((line) => line.discount)).toEqual([333.39, 166.61]);
      expect(answer.lines.map((line) => line.total)).toEqual([1665.61, 832.39]);
      expect(answer.welcomeOffer).toBeNull();
      expect(answer.promotionRefusal).toBeNull();
    });

    it('floors 25% of a bag under the cap to the paisa', async () => {
      const shopper = await signInShopper(db, config);
      const answer = await quote(app, shopper, { products: bag() });
      // 25% of 1,99,900 paise is 49,975 paise.
      expect(answer.promotion?.discount).toBe(499.75);
      expect(answer.total).toBe(1499.25);
    });

    it('is not offered to a returning shopper', async () => {
      const shopper = await signInShopper(db, config);
      const placed = await app.inject({
        method: 'POST',
        url: API_PATHS.createOrder,
        headers: { cookie: shopper.cookie },
        payload: orderPayload(shopper.id, bag()),
      });
      expect(placed.statusCode).toBe(200);
      const answer = await quote(app, shopper, { products: bag() });
      expect(answer.promotion).toBeNull();
      expect(answer.discount).toBe(0);
      expect(answer.welcomeOffer).toBeNull();
    });

    it('wins over a typed code that takes less off, and says why the code was not applied', async () => {
      await createPromotion(app, owner, { code: 'TENOFF', kind: 'percent', value: 10 });
      const shopper = await signInShopper(db, config);
      const answer = await quote(app, shopper, { products: bag(), promoCode: ' tenoff ' });
      expect(answer.promotion?.code).toBe('WELCOME25');
      expect(answer.promotionRefusal).toEqual({
        code: 'TENOFF',
        reason: 'outdone',
        message: PROMOTION_REFUSAL_TEXT.outdone('EXTRA 25% OFF'),
      });
    });

    it('loses to a typed code that takes more off', async () => {
      await createPromotion(app, owner, {
        code: 'FLAT600',
        kind: 'flat',
        value: 600,
        label: 'FLAT ₹600 OFF',
      });
      const shopper = await signInShopper(db, config);
      const answer = await quote(app, shopper, { products: bag(), promoCode: 'flat600' });
      expect(answer.promotion).toEqual({ code: 'FLAT600', label: 'FLAT ₹600 OFF', discount: 600 });
      expect(answer.promotionRefusal).toBeNull();
      expect(answer.total).toBe(1399);
    });
  });

  describe('why a typed code does not apply', () => {
    const refusalFor = async (who: TestShopper | undefined, promoCode: string, extra: object = {}) =>
      (await quote(app, who, { products: bag(), promoCode, ...extra })).promotionRefusal;

    it('unknown: a code no promotion has, or text that cannot be a code (not a 400)', async () => {
      const shopper = await signInShopper(db, config);
      for (const typed of ['NOSUCHCODE', 'hello world!', 'ab', '€€€€']) {
        const answer = await quote(app, shopper, { products: bag(), promoCode: typed });
        expect(answer.promotionRefusal).toEqual({
          code: typed.trim().toUpperCase(),
          reason: 'unknown',
          message: PROMOTION_REFUSAL_TEXT.unknown,
        });
        // The welcome offer still applies.
        expect(answer.promotion?.code).toBe('WELCOME25');
      }
    });

    it('inactive, not started, expired', async () => {
      await createPromotion(app, owner, { code: 'SLEEPING', kind: 'percent', value: 10, active: false });
      await createPromotion(app, owner, { code: 'SOON', kind: 'percent', value: 10, startsAt: iso(HOUR) });
      await createPromotion(app, owner, {
        code: 'GONE',
        kind: 'percent',
        value: 10,
        startsAt: iso(-2 * HOUR),
        endsAt: iso(-HOUR),
      });
      expect(await refusalFor(undefined, 'sleeping')).toMatchObject({
        reason: 'inactive',
        message: PROMOTION_REFUSAL_TEXT.inactive,
      });
      expect(await refusalFor(undefined, 'SOON')).toMatchObject({
        reason: 'not_started',
        message: PROMOTION_REFUSAL_TEXT.not_started,
      });
      expect(await refusalFor(undefined, 'GONE')).toMatchObject({
        reason: 'expired',
        message: PROMOTION_REFUSAL_TEXT.expired,
      });
    });

    it('used up, and per shopper used up', async () => {
      await createPromotion(app, owner, { code: 'ONCEONLY', kind: 'flat', value: 100, usageLimit: 1 });
      await createPromotion(app, owner, { code: 'ONEEACH', kind: 'flat', value: 100, perUserLimit: 1 });
      const first = await signInShopper(db, config);
      const line = { productId: dress.id, unitPricePaise: 199_900, quantity: 1 };
      // A returning shopper, so the welcome offer does not outdo the codes below.
      await placeWithPromotion(db, { userId: first.id, lines: [line] });
      await placeWithPromotion(db, { userId: first.id, promoCode: 'ONCEONLY', lines: [line] });
      await placeWithPromotion(db, { userId: first.id, promoCode: 'ONEEACH', lines: [line] });
      const other = await signInShopper(db, config);
      expect(await refusalFor(other, 'ONCEONLY')).toMatchObject({
        reason: 'used_up',
        message: PROMOTION_REFUSAL_TEXT.used_up,
      });
      expect(await refusalFor(first, 'ONEEACH')).toMatchObject({
        reason: 'per_user_used_up',
        message: PROMOTION_REFUSAL_TEXT.per_user_used_up,
      });
      // Another shopper still may.
      expect(
        (await quote(app, other, { products: bag(), promoCode: 'ONEEACH' })).promotionRefusal,
      ).toMatchObject({
        reason: 'outdone',
      });
    });

    it('sign in required, and first order only', async () => {
      await createPromotion(app, owner, { code: 'FIRSTBUY', kind: 'flat', value: 900, firstOrderOnly: true });
      expect(await refusalFor(undefined, 'FIRSTBUY')).toMatchObject({
        reason: 'sign_in_required',
        message: PROMOTION_REFUSAL_TEXT.sign_in_required,
      });
      const returning = await signInShopper(db, config);
      await placeWithPromotion(db, {
        userId: returning.id,
        lines: [{ productId: dress.id, unitPricePaise: 199_900, quantity: 1 }],
      });
      expect(await refusalFor(returning, 'FIRSTBUY')).toMatchObject({
        reason: 'first_order_only',
        message: PROMOTION_REFUSAL_TEXT.first_order_only,
      });
    });

    it('not for these products, minimum not met (by how much), payment method', async () => {
      await createPromotion(app, owner, {
        code: 'SAREEDAY',
        kind: 'percent',
        value: 30,
        productIds: [saree.id],
      });
      await createPromotion(app, owner, { code: 'BIGBAG', kind: 'flat', value: 200, minOrder: 2500 });
      await createPromotion(app, owner, {
        code: 'PREPAID',
        kind: 'flat',
        value: 50,
        paymentMethods: ['razorpay'],
      });
      expect(await refusalFor(undefined, 'SAREEDAY')).toMatchObject({
        reason: 'not_applicable',
        message: PROMOTION_REFUSAL_TEXT.not_applicable,
      });
      expect(await refusalFor(undefined, 'BIGBAG')).toMatchObject({
        reason: 'minimum_not_met',
        message: 'Add ₹501 more to use this code',
      });
      // Before a payment method is chosen the condition waits; once chosen, it is checked.
      expect(await refusalFor(undefined, 'PREPAID')).toBeNull();
      expect(await refusalFor(undefined, 'PREPAID', { paymentMethod: 'cod' })).toMatchObject({
        reason: 'payment_method',
        message: PROMOTION_REFUSAL_TEXT.payment_method(['razorpay']),
      });
    });

    it('a code scoped to a category discounts only that category’s lines', async () => {
      await createPromotion(app, owner, {
        code: 'SAREECAT',
        kind: 'percent',
        value: 50,
        categoryIds: [saree.categoryId],
      });
      const answer = await quote(app, undefined, {
        products: [
          { product: dress.id, size: 'M', quantity: 1 },
          { product: saree.id, size: 'M', quantity: 1 },
        ],
        promoCode: 'SAREECAT',
      });
      expect(answer.promotion).toEqual({ code: 'SAREECAT', label: '50% OFF', discount: 499.5 });
      expect(answer.lines.map((line) => line.discount)).toEqual([0, 499.5]);
    });
  });
});
