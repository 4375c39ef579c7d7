/**
 * Money captured with no order to use it is refunded automatically, in full, to its source: a payment whose
 * draft sold out before the webhook could place it, or one that came in for an erased account. Through HTTP on
 * Postgres, with the real `razorpay` SDK pointed at a local fake of its API: the refund row written with the
 * webhook's event, the gateway asked once (a duplicate delivery and the payment's second event ask nothing
 * more), the gateway down (pending, asked again later, refunded once), a refusal retried by staff once, the
 * shopper told, the back office's list showing it, and the refunded payment never paying an order afterwards.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_API_PATHS, API_PATHS, REFUND_MESSAGES } from '@zari/contract';
import {
  AdminRefundListResponse,
  AdminRefundResponse,
  CreatePaymentOrderResponse,
} from '@zari/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, paymentAttempts, refunds, users } from '../src/db/schema/index.js';
import { createRazorpayGateway } from '../src/providers/payments/razorpay.js';
import { useTestApp } from './helpers/app.js';
import { startFakeRazorpay } from './helpers/fake-razorpay.js';
import {
  insertPincodes,
  insertProduct,
  orderPayload,
  ordersOf,
  setStockOf,
  webhookEvents,
} from './helpers/order-fixtures.js';
import { postWebhook } from './helpers/payments.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const KEY_ID = 'rzp_test_fakeKey123';
const KEY_SECRET = 'fake_key_secret_0123456789';
const WEBHOOK_SECRET = 'fake_webhook_secret_0123456789';
const PRICE_PAISE = 149_900;

describe('refunds of payments no order used', async () => {
  const fake = await startFakeRazorpay();
  const gateway = createRazorpayGateway({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    timeoutMs: 1500,
    apiBaseUrl: fake.url,
  });
  const { app, db, config } = await useTestApp({
    env: {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_TIMEOUT_MS: '1500',
    },
    deps: { payments: gateway },
  });
  let staff: TestShopper;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
  });
  beforeEach(() => {
    fake.state.refundMode = 'ok';
  });
  afterAll(() => fake.close());

  const admin = (method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url, headers: { cookie: staff.cookie } });
  const retryUrl = (refundId: string) => ADMIN_API_PATHS.refundRetry.replace(':id', refundId);
  const webhook = (body: unknown, eventId = `evt_${randomUUID()}`) =>
    postWebhook(app, WEBHOOK_SECRET, body, { eventId });
  /** The refund calls the fake received (each one the SDK made). */
  const refundCalls = () => fake.state.seen.filter((seen) => seen.url?.endsWith('/refund')).length;

  /**
   * A shopper asks to pay for one piece of the last one in stock; a rival buys it first, so the capture's
   * webhook finds the draft sold out.
   */
  async function soldOutPayment() {
    const shopper = await signInShopper(db, config);
    const product = await insertProduct(db, {
      amountPaise: PRICE_PAISE,
      discountedPaise: PRICE_PAISE,
      stockCount: 1,
    });
    const order = orderPayload(shopper.id, [{ product: product.id, size: 'M', quantity: 1 }], {
      paymentMethod: 'razorpay',
    });
    const created = await app.inject({
      method: 'POST',
      url: API_PATHS.createPaymentOrder,
      headers: { cookie: shopper.cookie },
      payload: { amount: PRICE_PAISE, order },
    });
    expect(created.statusCode, created.body).toBe(200);
    const providerOrderId = CreatePaymentOrderResponse.parse(created.json()).data.id;
    const rival = await signInShopper(db, config);
    const rivalOrder = orderPayload(rival.id, [{ product: product.id, size: 'M', quantity: 1 }]);
    const bought = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: rival.cookie },
      payload: rivalOrder as never,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId));
    if (!attempt) throw new Error('no attempt');
    return { shopper, product, order, providerOrderId, attempt };
  }

  const refundsOf = (attemptId: string) =>
    db.select().from(refunds).where(eq(refunds.paymentAttemptId, attemptId));
  const soldOutEvents = (attemptId: string) =>
    db
      .select()
      .from(events)
      .where(and(eq(events.aggregateId, attemptId), eq(events.type, 'sold_out_refund')));
  const processedWebhook = (refund: {
    gatewayRefundId: string | null;
    gatewayPaymentId: string | null;
    id: string;
  }) => ({
    entity: 'event',
    event: 'refund.processed',
    contains: ['refund'],
    payload: {
      refund: {
        entity: {
          id: refund.gatewayRefundId,
          entity: 'refund',
          amount: PRICE_PAISE,
          currency: 'INR',
          payment_id: refund.gatewayPaymentId,
          receipt: refund.id,
          status: 'processed',
        },
      },
    },
  });

  it('refunds a payment whose draft sold out, once, however often its events arrive, and tells the shopper', async () => {
    const { shopper, providerOrderId, attempt } = await soldOutPayment();
    const calls = refundCalls();
    const captured = webhookEvents.captured(providerOrderId, PRICE_PAISE);
    const eventId = `evt_${randomUUID()}`;
    expect((await webhook(captured, eventId)).statusCode).toBe(200);
    // The same delivery again, and the payment's other event: nothing more is refunded.
    expect((await webhook(captured, eventId)).statusCode).toBe(200);
    expect((await webhook(webhookEvents.orderPaid(providerOrderId, PRICE_PAISE))).statusCode).toBe(200);

    expect(await ordersOf(app, shopper)).toEqual([]);
    const rows = await refundsOf(attempt.id);
    expect(rows).toHaveLength(1);
    const [refund] = rows;
    if (!refund) throw new Error('no refund');
    expect(refund).toMatchObject({
      orderId: null,
      paymentAttemptId: attempt.id,
      amountPaise: PRICE_PAISE,
      method: 'source',
      status: 'pending',
      reason: 'out_of_stock',
      gatewayPaymentId: captured.payload.payment.entity.id,
      creditNoteId: null,
    });
    expect(refundCalls()).toBe(calls + 1);
    const made = fake.state.refunds.at(-1);
    expect(made).toMatchObject({
      amount: PRICE_PAISE,
      receipt: refund.id,
      payment_id: refund.gatewayPaymentId,
    });
    expect(refund.gatewayRefundId).toBe(made?.id);
    expect(await soldOutEvents(attempt.id)).toMatchObject([
      { userId: shopper.id, payload: { paymentAttemptId: attempt.id, amountPaise: PRICE_PAISE } },
    ]);

    // The gateway's webhook settles it.
    expect((await webhook(processedWebhook(refund))).statusCode).toBe(200);
    const [settled] = await refundsOf(attempt.id);
    expect(settled).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
    expect(refundCalls()).toBe(calls + 1);

    // Staff see it on the refunds list, with its reason and payment, and nothing to retry.
    const list = AdminRefundListResponse.parse((await admin('GET', ADMIN_API_PATHS.refunds)).json()).data;
    expect(list.find((row) => row._id === refund.id)).toMatchObject({
      orderId: null,
      orderNumber: null,
      paymentId: refund.gatewayPaymentId,
      amount: PRICE_PAISE / 100,
      reason: 'out_of_stock',
      status: 'processed',
    });
    const again = await admin('POST', retryUrl(refund.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_MESSAGES.refundNotRetryable);
  });

  it('the gateway down: the refund waits, pending, and is asked again later; refunded once', async () => {
    const { providerOrderId, attempt } = await soldOutPayment();
    const made = fake.state.refunds.length;
    fake.state.refundMode = 'down';
    expect((await webhook(webhookEvents.captured(providerOrderId, PRICE_PAISE))).statusCode).toBe(200);
    const [pending] = await refundsOf(attempt.id);
    expect(pending).toMatchObject({ status: 'pending', gatewayRefundId: null });
    expect(fake.state.refunds).toHaveLength(made);

    // The payment's next event asks again, still down; then the gateway makes it, but its answer is lost.
    expect((await webhook(webhookEvents.orderPaid(providerOrderId, PRICE_PAISE))).statusCode).toBe(200);
    expect(fake.state.refunds).toHaveLength(made);
    fake.state.refundMode = 'lose-answer';
    const lost = await admin('POST', retryUrl(pending?.id as string));
    expect([502, 503]).toContain(lost.statusCode);
    expect(fake.state.refunds).toHaveLength(made + 1);

    // Staff retry: the same receipt finds the refund the gateway made; no second one.
    fake.state.refundMode = 'ok';
    const list = AdminRefundListResponse.parse(
      (await admin('GET', `${ADMIN_API_PATHS.refunds}?status=pending`)).json(),
    ).data;
    expect(list.find((row) => row._id === pending?.id)).toMatchObject({ gatewayRefundId: null });
    const retried = await admin('POST', retryUrl(pending?.id as string));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(AdminRefundResponse.parse(retried.json()).data).toMatchObject({
      _id: pending?.id,
      gatewayRefundId: fake.state.refunds.at(-1)?.id,
    });
    expect(fake.state.refunds).toHaveLength(made + 1);
    expect(await refundsOf(attempt.id)).toHaveLength(1);
  });

  it('the sweep asks the gateway again for a refund it left unanswered, a period later, once', async () => {
    const { providerOrderId, attempt } = await soldOutPayment();
    const made = fake.state.refunds.length;
    fake.state.refundMode = 'down';
    expect((await webhook(webhookEvents.captured(providerOrderId, PRICE_PAISE))).statusCode).toBe(200);
    fake.state.refundMode = 'ok';
    const backdate = () =>
      db
        .update(refunds)
        .set({ updatedAt: new Date(Date.now() - config.REFUND_SWEEP_MS - 1000) })
        .where(eq(refunds.paymentAttemptId, attempt.id));

    // Asked less than a period ago: the sweep leaves it be.
    await app.refundSweep.runOnce();
    expect(fake.state.refunds).toHaveLength(made);
    expect((await refundsOf(attempt.id))[0]).toMatchObject({ status: 'pending', gatewayRefundId: null });

    // A period later it is asked again, with its own receipt, and keeps the gateway's refund id.
    await backdate();
    expect(await app.refundSweep.runOnce()).toBeGreaterThanOrEqual(1);
    expect(fake.state.refunds).toHaveLength(made + 1);
    const [asked] = await refundsOf(attempt.id);
    expect(asked?.gatewayRefundId).toBe(fake.state.refunds.at(-1)?.id);

    // Answered: later passes never ask for it again.
    await backdate();
    await app.refundSweep.runOnce();
    expect(fake.state.refunds).toHaveLength(made + 1);
  });

  it('a refund the gateway refused is retried by staff as one new refund, a double click making one', async () => {
    const { providerOrderId, attempt } = await soldOutPayment();
    fake.state.refundMode = 'refuse';
    expect((await webhook(webhookEvents.captured(providerOrderId, PRICE_PAISE))).statusCode).toBe(200);
    const [failed] = await refundsOf(attempt.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: expect.any(String) });

    fake.state.refundMode = 'ok';
    const made = fake.state.refunds.length;
    const [first, second] = await Promise.all([
      admin('POST', retryUrl(failed?.id as string)),
      admin('POST', retryUrl(failed?.id as string)),
    ]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    expect(first?.json().data._id).toBe(second?.json().data._id);
    expect(first?.json().data).toMatchObject({ orderId: null, reason: 'out_of_stock', status: 'pending' });
    expect(fake.state.refunds).toHaveLength(made + 1);
    expect(await refundsOf(attempt.id)).toHaveLength(2);
  });

  it('refunds money captured for an erased account, telling nobody', async () => {
    const shopper = await signInShopper(db, config);
    const product = await insertProduct(db, { amountPaise: PRICE_PAISE, discountedPaise: PRICE_PAISE });
    const order = orderPayload(shopper.id, [{ product: product.id, size: 'M', quantity: 1 }], {
      paymentMethod: 'razorpay',
    });
    const created = await app.inject({
      method: 'POST',
      url: API_PATHS.createPaymentOrder,
      headers: { cookie: shopper.cookie },
      payload: { amount: PRICE_PAISE, order },
    });
    const providerOrderId = CreatePaymentOrderResponse.parse(created.json()).data.id;
    // Erased meanwhile (the erasure itself is data-rights.test.ts's; here only its mark matters).
    await db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, shopper.id));
    const made = fake.state.refunds.length;

    expect((await webhook(webhookEvents.captured(providerOrderId, PRICE_PAISE))).statusCode).toBe(200);
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId));
    expect(attempt?.refundReason).toBe('account_erased');
    const rows = await refundsOf(attempt?.id as string);
    expect(rows).toMatchObject([{ reason: 'account_erased', status: 'pending', amountPaise: PRICE_PAISE }]);
    expect(rows[0]?.gatewayRefundId).toBe(fake.state.refunds.at(-1)?.id);
    expect(fake.state.refunds).toHaveLength(made + 1);
    expect(
      await db
        .select()
        .from(events)
        .where(eq(events.aggregateId, attempt?.id as string)),
    ).toEqual([]);
  });

  it('a refunded payment never pays an order afterwards: neither its next event nor its shopper places one paid', async () => {
    const { shopper, product, order, providerOrderId, attempt } = await soldOutPayment();
    expect((await webhook(webhookEvents.captured(providerOrderId, PRICE_PAISE))).statusCode).toBe(200);
    expect(await refundsOf(attempt.id)).toHaveLength(1);
    await setStockOf(db, product.id, 2);
    // Nor does the payment's second event, now that there is stock again: the money is on its way back.
    expect((await webhook(webhookEvents.orderPaid(providerOrderId, PRICE_PAISE))).statusCode).toBe(200);
    expect(await ordersOf(app, shopper)).toEqual([]);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie },
      payload: { ...order, razorpay_order_id: providerOrderId } as never,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [mine] = await ordersOf(app, shopper);
    expect(mine?.paymentStatus).not.toBe('paid');
    const [after] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    expect(after?.refundReason).toBe('out_of_stock');
  });
});
