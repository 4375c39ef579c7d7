/**
 * A payment requested with its order (create-razorpay-order `order`) ends in exactly one paid order, whoever
 * places it: the shopper after verifying, or the webhook when the shopper closed the tab after paying.
 */
import { randomUUID } from 'node:crypto';
import type { OrderPayload } from '@zari/contract';
import { CreateOrderResponse, CreatePaymentOrderResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts, productVariants, refunds } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import {
  insertPincodes,
  insertProduct,
  insertVariant,
  orderPayload,
  ordersOf,
  PREPAID_ONLY_PINCODE,
  setStockOf,
  shippingAddress,
  stockOf,
  UNSERVICEABLE_PINCODE,
  webhookEvents,
} from './helpers/order-fixtures.js';
import { payOnSimulator, postWebhook } from './helpers/payments.js';
import { signInShopper, type TestShopper } from './helpers/session.js';

const WEBHOOK_SECRET = 'whsec_test_recovery_0123456789';
/** Two of the variant at its discounted ₹2,099 plus a ₹10 donation. */
const TOTAL_PAISE = 2 * 209_900 + 1_000;

describe('payments that place their own order', async () => {
  const { app, db, config, database } = await useTestApp({
    // The catalogue cache on: an order the webhook places drops its products' answers (and only those).
    env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, CATALOG_CACHE_TTL_MS: '60000' },
  });
  const onPglite = database.source === 'pglite';
  if (onPglite) console.log('[zari] payment recovery race tests skipped: PGlite cannot race');

  beforeAll(async () => {
    await insertPincodes(db);
  });

  const post = (url: string, shopper: TestShopper, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: { cookie: shopper.cookie }, payload: payload as never });

  /** A shopper, a dress with a colour and the order for two of that colour, to a prepaid-only pincode. */
  async function shopperWithBag(stockCount = 5) {
    const shopper = await signInShopper(db, config);
    const dress = await insertProduct(db, { title: `Wrap Dress ${randomUUID().slice(0, 6)}`, stockCount });
    const variant = await insertVariant(db, dress.id, { colorCode: '#AA3355' });
    const order = orderPayload(
      shopper.id,
      [{ product: dress.id, productVariant: variant.id, size: 'M', quantity: 2 }],
      {
        paymentMethod: 'razorpay',
        donationAmount: 10,
        shippingAddress: shippingAddress(PREPAID_ONLY_PINCODE),
      },
    );
    return { shopper, dress, variant, order };
  }

  const requestPayment = (shopper: TestShopper, order: OrderPayload | undefined, amount = TOTAL_PAISE) =>
    post('/api/payment/create-razorpay-order', shopper, { amount, ...(order ? { order } : {}) });

  async function createAttempt(shopper: TestShopper, order: OrderPayload) {
    const response = await requestPayment(shopper, order);
    expect(response.statusCode).toBe(200);
    return CreatePaymentOrderResponse.parse(response.json()).data.id;
  }

  async function payAndVerify(shopper: TestShopper, providerOrderId: string) {
    const confirmation = await payOnSimulator(app, shopper, providerOrderId);
    expect((await post('/api/payment/verify-razorpay-payment', shopper, confirmation)).statusCode).toBe(200);
  }

  async function placeOrder(shopper: TestShopper, order: OrderPayload, providerOrderId: string) {
    return post('/api/product-orders', shopper, { ...order, razorpay_order_id: providerOrderId });
  }

  const webhook = (body: unknown, eventId = `evt_${randomUUID()}`) =>
    postWebhook(app, WEBHOOK_SECRET, body, { eventId });

  async function refundsOfAttempt(providerOrderId: string) {
    const attempt = await attemptOf(providerOrderId);
    return db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentAttemptId, attempt?.id ?? ''));
  }

  async function attemptOf(providerOrderId: string) {
    const [row] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId));
    return row;
  }

  it('places the paid order from the webhook alone when the shopper closed the tab after paying', async () => {
    const { shopper, dress, variant, order } = await shopperWithBag(5);
    const providerOrderId = await createAttempt(shopper, order);
    expect(await stockOf(db, dress.id)).toBe(5);
    const other = await insertProduct(db, { stockCount: 5 });
    const readProduct = (id: string) => app.inject({ method: 'GET', url: `/api/products/${id}` });
    const shownBefore = (await readProduct(dress.id)).json().data.stockCount;
    await readProduct(other.id);

    expect((await webhook(webhookEvents.captured(providerOrderId, TOTAL_PAISE))).statusCode).toBe(200);
    expect((await webhook(webhookEvents.orderPaid(providerOrderId, TOTAL_PAISE))).statusCode).toBe(200);
    // The catalogue shows the stock the order took at once; what it did not touch stays cached.
    expect((await readProduct(dress.id)).json().data.stockCount).toBe(shownBefore - 2);
    expect((await readProduct(other.id)).headers['x-cache']).toBe('hit');

    const placed = await ordersOf(app, shopper);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      paymentMethod: 'razorpay',
      paymentStatus: 'paid',
      isCancelled: false,
      subtotalAmount: 4198,
      donationAmount: 10,
      totalAmount: 4208,
      shippingAddress: shippingAddress(PREPAID_ONLY_PINCODE),
      products: [
        {
          product: { _id: dress.id, title: dress.title, amount: 2499, discountedAmount: 1999 },
          size: 'M',
          quantity: 2,
          price: 2099,
          productVariant: { _id: variant.id, colorCode: '#AA3355', price: 2599, discountedPrice: 2099 },
        },
      ],
    });
    expect(await stockOf(db, dress.id)).toBe(3);
  });

  it('keeps verify from placing; the webhook places, and the shopper placing afterwards gets that order', async () => {
    const { shopper, dress, order } = await shopperWithBag(5);
    const providerOrderId = await createAttempt(shopper, order);
    await payAndVerify(shopper, providerOrderId);
    expect(await ordersOf(app, shopper)).toEqual([]);

    expect((await webhook(webhookEvents.captured(providerOrderId, TOTAL_PAISE))).statusCode).toBe(200);
    const [byWebhook] = await ordersOf(app, shopper);
    const response = await placeOrder(shopper, order, providerOrderId);
    expect(response.statusCode).toBe(200);
    expect(CreateOrderResponse.parse(response.json()).data._id).toBe(byWebhook?._id);
    expect(await ordersOf(app, shopper)).toHaveLength(1);
    expect(await stockOf(db, dress.id)).toBe(3);
  });

  it('leaves the order the shopper placed alone when the webhook comes afterwards', async () => {
    const { shopper, dress, order } = await shopperWithBag(5);
    const providerOrderId = await createAttempt(shopper, order);
    await payAndVerify(shopper, providerOrderId);
    const response = await placeOrder(shopper, order, providerOrderId);
    const orderId = CreateOrderResponse.parse(response.json()).data._id;

    expect((await webhook(webhookEvents.captured(providerOrderId, TOTAL_PAISE))).statusCode).toBe(200);
    expect(await ordersOf(app, shopper)).toEqual([
      expect.objectContaining({ _id: orderId, paymentStatus: 'paid' }),
    ]);
    expect(await stockOf(db, dress.id)).toBe(3);
  });

  it('places the order at the price paid when the catalogue price changed between paying and placing', async () => {
    const { shopper, dress, variant, order } = await shopperWithBag(5);
    const providerOrderId = await createAttempt(shopper, order);
    await payAndVerify(shopper, providerOrderId);
    await db
      .update(productVariants)
      .set({ discountedPricePaise: 259_900 })
      .where(eq(productVariants.id, variant.id));

    const response = await placeOrder(shopper, order, providerOrderId);
    expect(response.statusCode).toBe(200);
    expect((await webhook(webhookEvents.captured(providerOrderId, TOTAL_PAISE))).statusCode).toBe(200);
    expect(await ordersOf(app, shopper)).toEqual([
      expect.objectContaining({
        _id: CreateOrderResponse.parse(response.json()).data._id,
        paymentStatus: 'paid',
        totalAmount: 4208,
      }),
    ]);
    expect(await stockOf(db, dress.id)).toBe(3);
  });

  it.skipIf(onPglite)(
    'makes one order of webhooks replayed at once while the shopper places it too',
    async () => {
      const { shopper, dress, order } = await shopperWithBag(5);
      const providerOrderId = await createAttempt(shopper, order);
      await payAndVerify(shopper, providerOrderId);
      const captured = webhookEvents.captured(providerOrderId, TOTAL_PAISE);
      const replayedId = `evt_${randomUUID()}`;
      const [placed, ...deliveries] = await Promise.all([
        placeOrder(shopper, order, providerOrderId),
        webhook(captured, replayedId),
        webhook(captured, replayedId),
        webhook(captured, replayedId),
        webhook(captured),
        webhook(webhookEvents.orderPaid(providerOrderId, TOTAL_PAISE)),
        webhook(webhookEvents.orderPaid(providerOrderId, TOTAL_PAISE)),
      ]);
      expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(placed?.statusCode).toBe(200);
      const orders = await ordersOf(app, shopper);
      expect(orders).toEqual([
        expect.objectContaining({
          _id: CreateOrderResponse.parse(placed?.json()).data._id,
          paymentStatus: 'paid',
        }),
      ]);
      expect(await stockOf(db, dress.id)).toBe(3);
    },
  );

  it('places nothing and refunds the payment when the stock ran out before the capture', async () => {
    const { shopper, dress, variant, order } = await shopperWithBag(2);
    const providerOrderId = await createAttempt(shopper, order);
    const rival = await signInShopper(db, config);
    // Naming no colour, the rival takes the first colour's M: the one the shopper's bag holds.
    const rivalOrder = orderPayload(rival.id, [{ product: dress.id, size: 'M', quantity: 1 }]);
    expect((await post('/api/product-orders', rival, rivalOrder)).statusCode).toBe(200);

    expect((await webhook(webhookEvents.captured(providerOrderId, TOTAL_PAISE))).statusCode).toBe(200);
    expect(await ordersOf(app, shopper)).toEqual([]);
    expect(await stockOf(db, dress.id)).toBe(1);
    expect(await attemptOf(providerOrderId)).toMatchObject({ status: 'paid', refundReason: 'out_of_stock' });

    const placed = await placeOrder(shopper, order, providerOrderId);
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe(`Only 1 left of ${dress.title} in M`);

    // The payment went back to its source at once (refunds-unplaced.test.ts): restocked afterwards, the
    // shopper's own order is placed but not paid by the refunded money.
    expect(await refundsOfAttempt(providerOrderId)).toMatchObject([
      { reason: 'out_of_stock', status: 'processed' },
    ]);
    await setStockOf(db, dress.id, 3, 'M', variant.id);
    const retried = await placeOrder(shopper, order, providerOrderId);
    expect(retried.statusCode).toBe(200);
    expect(await ordersOf(app, shopper)).toEqual([expect.objectContaining({ paymentStatus: 'pending' })]);
    expect((await attemptOf(providerOrderId))?.refundReason).toBe('out_of_stock');
  });

  it('flags a payment captured after its order was cancelled for a refund, and places no new order', async () => {
    const { shopper, order } = await shopperWithBag(5);
    const providerOrderId = await createAttempt(shopper, order);
    const orderId = CreateOrderResponse.parse((await placeOrder(shopper, order, providerOrderId)).json()).data
      ._id;
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/product-orders/${orderId}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);

    expect((await webhook(webhookEvents.captured(providerOrderId, TOTAL_PAISE))).statusCode).toBe(200);
    expect(await ordersOf(app, shopper)).toEqual([
      expect.objectContaining({ _id: orderId, isCancelled: true, paymentStatus: 'pending' }),
    ]);
    expect((await attemptOf(providerOrderId))?.refundReason).toBe('order_cancelled');
  });

  it('refuses at create an amount that differs from the server-computed total, asking the provider nothing', async () => {
    const { shopper, dress, order } = await shopperWithBag(5);
    for (const amount of [TOTAL_PAISE - 1, TOTAL_PAISE - 1_000, TOTAL_PAISE + 100]) {
      const response = await requestPayment(shopper, order, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'The amount to pay does not match the order total. Please review your bag.',
      });
    }
    // Client prices are ignored here as in placing the order: a cheaper line price changes nothing.
    const lowballed = { ...order, products: order.products.map((line) => ({ ...line, price: 1 })) };
    expect((await requestPayment(shopper, lowballed as OrderPayload, 100)).statusCode).toBe(400);
    expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, shopper.id))).toEqual([]);
    expect(await stockOf(db, dress.id)).toBe(5);
  });

  it('refuses at create an order that placing would refuse, and one meant for cash on delivery', async () => {
    const { shopper, order } = await shopperWithBag(5);
    const other = await signInShopper(db, config);
    const cases: [string, OrderPayload, number, string][] = [
      [
        'cash on delivery',
        { ...order, paymentMethod: 'cod' },
        400,
        'A cash on delivery order is not paid online',
      ],
      ["another shopper's order", { ...order, user: other.id }, 403, 'You are not allowed to do that'],
      [
        'an unserviceable pincode',
        { ...order, shippingAddress: shippingAddress(UNSERVICEABLE_PINCODE) },
        400,
        'Sorry, we do not deliver to this pincode yet',
      ],
      [
        'an unknown product',
        { ...order, products: [{ product: randomUUID(), size: 'M', quantity: 1 }] },
        400,
        'Product not found',
      ],
    ];
    for (const [, payload, status, message] of cases) {
      const response = await requestPayment(shopper, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, shopper.id))).toEqual([]);
  });

  it('still creates a payment order without an order, as SPEC §7 sends it; its capture places nothing', async () => {
    const { shopper, dress } = await shopperWithBag(5);
    const response = await requestPayment(shopper, undefined);
    expect(response.statusCode).toBe(200);
    const providerOrderId = CreatePaymentOrderResponse.parse(response.json()).data.id;
    expect((await webhook(webhookEvents.captured(providerOrderId, TOTAL_PAISE))).statusCode).toBe(200);
    expect(await ordersOf(app, shopper)).toEqual([]);
    expect(await attemptOf(providerOrderId)).toMatchObject({ status: 'paid', refundReason: null });
    expect(await stockOf(db, dress.id)).toBe(5);
  });
});
