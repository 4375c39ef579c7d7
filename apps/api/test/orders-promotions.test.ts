/**
 * Promotions at placement, through HTTP on Postgres (issue 29): the welcome offer on a new account's first
 * order without typing anything, a typed code charged exactly as the bag quoted it (order, lines and the
 * Razorpay amount, to the paisa), a usage limit holding under 50 racing orders, a cancel giving its use back,
 * and a SPEC-only payload from a returning shopper at full price.
 */
import {
  API_PATHS,
  type OrderPayload,
  PROMOTION_REFUSAL_TEXT,
  PROMOTION_TEXT,
  paiseToRupees,
  rupeesToPaise,
  WELCOME_OFFER,
} from '@zari/contract';
import { CreateOrderResponse, CreatePaymentOrderResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, paymentAttempts, promotionRedemptions } from '../src/db/schema/index.js';
import { seedWelcomeOffer } from '../src/db/seed/seed.js';
import { useTestApp } from './helpers/app.js';
import {
  insertPincodes,
  insertProduct,
  orderPayload,
  ordersOf,
  webhookEvents,
} from './helpers/order-fixtures.js';
import { payOnSimulator, postWebhook } from './helpers/payments.js';
import { createPromotion, placeWithPromotion, quote } from './helpers/promotions.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const WEBHOOK_SECRET = 'whsec_test_promotions_0123456789';

describe('promotions at placement', async () => {
  const { app, db, config } = await useTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  let owner: TestShopper;
  let saree: Awaited<ReturnType<typeof insertProduct>>;
  let dupatta: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    await insertPincodes(db);
    await seedWelcomeOffer(db);
    owner = await signInStaff(db, config, 'owner');
    // ₹10,400: above the ₹10,000 COD limit at full price, within it after the welcome offer's ₹500.
    saree = await insertProduct(db, {
      title: 'Banarasi Saree',
      discountedPaise: 1_040_000,
      stockCount: 1000,
    });
    dupatta = await insertProduct(db, {
      title: 'Chanderi Dupatta',
      discountedPaise: 99_950,
      stockCount: 1000,
    });
  });

  const post = (shopper: TestShopper, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: { cookie: shopper.cookie }, payload: payload as never });

  async function place(shopper: TestShopper, payload: OrderPayload) {
    const response = await post(shopper, API_PATHS.createOrder, payload);
    if (response.statusCode !== 200) return { status: response.statusCode, message: response.json().message };
    return { status: 200, orderId: CreateOrderResponse.parse(response.json()).data._id };
  }

  async function orderOf(shopper: TestShopper, orderId: string) {
    const order = (await ordersOf(app, shopper)).find((row) => row._id === orderId);
    if (!order) throw new Error('the order is not in the shopper’s list');
    return order;
  }

  /** A shopper with a standing order already, so the welcome offer is behind them. */
  async function returningShopper() {
    const shopper = await signInShopper(db, config);
    await placeWithPromotion(db, {
      userId: shopper.id,
      lines: [{ productId: dupatta.id, unitPricePaise: 99_950, quantity: 1 }],
    });
    return shopper;
  }

  it('takes 25 % off a new account’s first COD order, to the ₹500 cap, without a code', async () => {
    const small = await signInShopper(db, config);
    const placedSmall = await place(
      small,
      orderPayload(small.id, [{ product: dupatta.id, size: 'M', quantity: 1 }]),
    );
    expect(placedSmall.status).toBe(200);
    const smallOrder = await orderOf(small, placedSmall.orderId as string);
    // 25 % of ₹999.50 is ₹249.875: the rule's paise, rounded down (never more off than the percent).
    expect(smallOrder).toMatchObject({ subtotalAmount: 999.5, promotionCode: WELCOME_OFFER.code });
    expect(rupeesToPaise(smallOrder.discountAmount ?? 0)).toBe(Math.floor(99_950 * 0.25));

    // Over the COD limit at full price; within it after the discount, which the limit is checked against.
    const asha = await signInShopper(db, config);
    const lines = [{ product: saree.id, size: 'M', quantity: 1 }];
    const shown = await quote(app, asha, { products: lines, paymentMethod: 'cod' });
    expect(shown.discount).toBe(500);
    const placed = await place(asha, orderPayload(asha.id, lines));
    expect(placed.status).toBe(200);
    const order = await orderOf(asha, placed.orderId as string);
    expect(order).toMatchObject({
      subtotalAmount: 10_400,
      discountAmount: 500,
      promotionCode: WELCOME_OFFER.code,
      totalAmount: 9_900,
    });
    expect(order.totalAmount).toBe(shown.total);
    expect(order.products.map((line) => line.discountAmount)).toEqual([500]);

    // The second order is not a first one: full price, and over the limit again.
    const again = await place(asha, orderPayload(asha.id, lines));
    expect(again).toMatchObject({ status: 400 });
  });

  it('charges a typed code exactly as quoted: the order, its lines and the Razorpay amount', async () => {
    await createPromotion(app, owner, { code: 'FESTIVE15', kind: 'percent', value: 15, maxDiscount: 2_000 });
    const shopper = await returningShopper();
    const lines = [
      { product: saree.id, size: 'M', quantity: 1 },
      { product: dupatta.id, size: 'S', quantity: 3 },
    ];
    const shown = await quote(app, shopper, {
      products: lines,
      promoCode: 'festive15',
      paymentMethod: 'razorpay',
    });
    expect(shown.promotion?.code).toBe('FESTIVE15');
    const payload = orderPayload(shopper.id, lines, {
      paymentMethod: 'razorpay',
      promoCode: 'festive15',
      expectedDiscount: shown.discount,
    });

    // The payment is asked for the quote's total; the full price is refused as the wrong amount.
    const amount = rupeesToPaise(shown.total);
    const full = await post(shopper, API_PATHS.createPaymentOrder, {
      amount: amount + rupeesToPaise(shown.discount),
      order: payload,
    });
    expect(full.statusCode).toBe(400);
    const asked = await post(shopper, API_PATHS.createPaymentOrder, { amount, order: payload });
    expect(asked.statusCode).toBe(200);
    const providerOrderId = CreatePaymentOrderResponse.parse(asked.json()).data.id;
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId));
    expect(attempt?.amountPaise).toBe(amount);

    const confirmation = await payOnSimulator(app, shopper, providerOrderId);
    expect((await post(shopper, API_PATHS.verifyPayment, confirmation)).statusCode).toBe(200);
    const placed = await place(shopper, { ...payload, razorpay_order_id: providerOrderId });
    expect(placed.status).toBe(200);
    const order = await orderOf(shopper, placed.orderId as string);
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      promotionCode: 'FESTIVE15',
      discountAmount: shown.discount,
      subtotalAmount: shown.subtotal,
      totalAmount: shown.total,
    });
    expect(order.products.map((line) => line.discountAmount)).toEqual(
      shown.lines.map((line) => line.discount),
    );
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.orderId as string));
    expect(row?.totalPaise).toBe(amount);
    const stored = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.orderId as string));
    expect(stored.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(rupeesToPaise(shown.discount));
  });

  it('redeems again when the webhook places a paid order from its draft', async () => {
    await createPromotion(app, owner, { code: 'HOOKED10', kind: 'flat', value: 100, usageLimit: 5 });
    const shopper = await returningShopper();
    const lines = [{ product: dupatta.id, size: 'M', quantity: 2 }];
    const shown = await quote(app, shopper, { products: lines, promoCode: 'HOOKED10' });
    const payload = orderPayload(shopper.id, lines, { paymentMethod: 'razorpay', promoCode: 'HOOKED10' });
    const amount = rupeesToPaise(shown.total);
    const asked = await post(shopper, API_PATHS.createPaymentOrder, { amount, order: payload });
    const providerOrderId = CreatePaymentOrderResponse.parse(asked.json()).data.id;
    // The shopper closed the tab after paying: only the webhook comes back.
    const hook = await postWebhook(app, WEBHOOK_SECRET, webhookEvents.captured(providerOrderId, amount));
    expect(hook.statusCode).toBe(200);
    const [order] = await ordersOf(app, shopper);
    expect(order).toMatchObject({ promotionCode: 'HOOKED10', discountAmount: 100, totalAmount: shown.total });
    const redemptions = await db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.orderId, order?._id as string));
    expect(redemptions).toHaveLength(1);
  });

  it('50 racing orders on a 10-use code: exactly 10 discounted, 40 × 409 and no order', async () => {
    await createPromotion(app, owner, { code: 'RUSH10', kind: 'flat', value: 200, usageLimit: 10 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => returningShopper()));
    const lines = [{ product: dupatta.id, size: 'M', quantity: 1 }];
    const outcomes = await Promise.all(
      shoppers.map((shopper) => place(shopper, orderPayload(shopper.id, lines, { promoCode: 'RUSH10' }))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(10);
    const refused = outcomes.filter((outcome) => outcome.status === 409);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((outcome) => outcome.message))).toEqual(
      new Set([PROMOTION_REFUSAL_TEXT.used_up]),
    );
    const discounted = await db.select().from(orders).where(eq(orders.promotionCode, 'RUSH10'));
    expect(discounted).toHaveLength(10);
    // Each shopper has only the order they came with, plus the 10 that won.
    const all = await Promise.all(shoppers.map((shopper) => ordersOf(app, shopper)));
    expect(all.flat()).toHaveLength(60);
  });

  it('gives a cancelled order’s use back to the next shopper', async () => {
    await createPromotion(app, owner, { code: 'ONLYONE', kind: 'flat', value: 150, usageLimit: 1 });
    const [first, second] = await Promise.all([returningShopper(), returningShopper()]);
    if (!first || !second) throw new Error('no shoppers');
    const lines = [{ product: dupatta.id, size: 'M', quantity: 1 }];
    const taken = await place(first, orderPayload(first.id, lines, { promoCode: 'ONLYONE' }));
    expect(taken.status).toBe(200);
    expect(await place(second, orderPayload(second.id, lines, { promoCode: 'ONLYONE' }))).toEqual({
      status: 409,
      message: PROMOTION_REFUSAL_TEXT.used_up,
    });
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/product-orders/${taken.orderId}/cancel`,
      headers: { cookie: first.cookie },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    // The cancelled order keeps the discount it was charged.
    expect(await orderOf(first, taken.orderId as string)).toMatchObject({
      isCancelled: true,
      discountAmount: 150,
    });
    expect(await place(second, orderPayload(second.id, lines, { promoCode: 'ONLYONE' }))).toMatchObject({
      status: 200,
    });
  });

  it('places a SPEC-only payload from a returning shopper at full price', async () => {
    const shopper = await returningShopper();
    const placed = await place(
      shopper,
      orderPayload(shopper.id, [{ product: dupatta.id, size: 'M', quantity: 2 }]),
    );
    expect(placed.status).toBe(200);
    expect(await orderOf(shopper, placed.orderId as string)).toMatchObject({
      subtotalAmount: 1_999,
      discountAmount: 0,
      promotionCode: null,
      totalAmount: 1_999,
    });
  });

  it('refuses with 409 and no order when the discount is not the one the bag showed', async () => {
    const shopper = await signInShopper(db, config);
    const lines = [{ product: dupatta.id, size: 'M', quantity: 1 }];
    const refused = await place(
      shopper,
      orderPayload(shopper.id, lines, { expectedDiscount: paiseToRupees(100) }),
    );
    expect(refused).toEqual({ status: 409, message: PROMOTION_TEXT.offerChanged });
    expect(await ordersOf(app, shopper)).toEqual([]);
    // An unknown code is the contract's sentence, and no order either.
    expect(await place(shopper, orderPayload(shopper.id, lines, { promoCode: 'NOSUCHCODE' }))).toEqual({
      status: 409,
      message: PROMOTION_REFUSAL_TEXT.unknown,
    });
    expect(await ordersOf(app, shopper)).toEqual([]);
  });
});
