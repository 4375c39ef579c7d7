/**
 * Refunds (issue 33) through HTTP on Postgres, with the real `razorpay` SDK pointed at a local fake of its API:
 * a paid cancellation refunded to source exactly once (a retried call, a lost answer), the webhooks settling
 * it (and a replay ignored), over-refunds refused, a COD transfer recorded with its payout details sealed, a
 * credit note for a refund of a shipped order (per piece) and none for an unshipped cancel, and the
 * dashboard's "Refunds due" clearing.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_API_PATHS, API_MESSAGES, API_PATHS, REFUND_MESSAGES } from '@zari/contract';
import {
  AdminOrderRefundsResponse,
  AdminRefundListResponse,
  AdminRefundResponse,
  AdminSummaryResponse,
  CreatePaymentOrderResponse,
} from '@zari/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  categories,
  creditNoteLines,
  creditNotes,
  events,
  invoiceLines,
  invoices,
  orders,
  refunds,
} from '../src/db/schema/index.js';
import { systemClock } from '../src/lib/clock.js';
import { createFieldCipher } from '../src/lib/encryption.js';
import { createRefundsService, type SettledRefund } from '../src/modules/refunds/service.js';
import { createRazorpayGateway } from '../src/providers/payments/razorpay.js';
import { createLocalStorage } from '../src/providers/storage/index.js';
import { useTestApp } from './helpers/app.js';
import { startFakeRazorpay } from './helpers/fake-razorpay.js';
import {
  insertPincodes,
  insertProduct,
  orderPayload,
  ordersOf,
  webhookEvents,
} from './helpers/order-fixtures.js';
import { postWebhook } from './helpers/payments.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const KEY_ID = 'rzp_test_fakeKey123';
const KEY_SECRET = 'fake_key_secret_0123456789';
const WEBHOOK_SECRET = 'fake_webhook_secret_0123456789';
const PRICE_PAISE = 189_900;

describe('refunds', async () => {
  const fake = await startFakeRazorpay();
  const env = {
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYMENT_TIMEOUT_MS: '1500',
  };
  const gateway = createRazorpayGateway({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    timeoutMs: 1500,
    apiBaseUrl: fake.url,
  });
  const { app, db, config } = await useTestApp({
    env,
    deps: {
      payments: gateway,
      documents: createLocalStorage(`/tmp/zari-refunds-${process.pid}-${Date.now()}`),
    },
  });
  let staff: TestShopper;
  let kurta: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    kurta = await insertProduct(db, {
      amountPaise: PRICE_PAISE,
      discountedPaise: PRICE_PAISE,
      stockCount: 500,
    });
    await db
      .update(categories)
      .set({ hsn: '6204', taxClass: 'apparel' })
      .where(eq(categories.id, kurta.categoryId));
  });
  beforeEach(() => {
    fake.state.refundMode = 'ok';
  });
  afterAll(() => fake.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, key?: string) =>
    app.inject({
      method,
      url,
      headers: { cookie: staff.cookie, ...(key && { 'idempotency-key': key }) },
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  const refundUrl = (orderId: string) => ADMIN_API_PATHS.orderRefunds.replace(':id', orderId);
  const move = (orderId: string, status: string) =>
    admin('PATCH', ADMIN_API_PATHS.order.replace(':id', orderId), { status });

  /** A shopper pays online for `quantity` kurtas; the captured payment's webhook places the order, paid. */
  async function paidOrder(quantity = 2) {
    const shopper = await signInShopper(db, config);
    const order = orderPayload(shopper.id, [{ product: kurta.id, size: 'M', quantity }], {
      paymentMethod: 'razorpay',
    });
    const created = await app.inject({
      method: 'POST',
      url: API_PATHS.createPaymentOrder,
      headers: { cookie: shopper.cookie },
      payload: { amount: PRICE_PAISE * quantity, order },
    });
    expect(created.statusCode, created.body).toBe(200);
    const providerOrder = CreatePaymentOrderResponse.parse(created.json()).data;
    const captured = webhookEvents.captured(providerOrder.id, PRICE_PAISE * quantity);
    expect((await postWebhook(app, WEBHOOK_SECRET, captured)).statusCode).toBe(200);
    const [placed] = await ordersOf(app, shopper);
    if (!placed) throw new Error('the captured payment placed no order');
    expect(placed.paymentStatus).toBe('paid');
    return { shopper, orderId: placed._id, paymentId: captured.payload.payment.entity.id };
  }

  async function cancelledPaidOrder(quantity = 2) {
    const paid = await paidOrder(quantity);
    expect((await move(paid.orderId, 'cancelled')).statusCode).toBe(200);
    return paid;
  }

  const refundRefundedWebhook = (
    event: 'refund.processed' | 'refund.failed',
    refund: { id: string; payment_id: string; amount: number; receipt: string | null },
  ) => ({
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          ...refund,
          entity: 'refund',
          currency: 'INR',
          status: event === 'refund.processed' ? 'processed' : 'failed',
          ...(event === 'refund.failed' && { error_description: 'Bank account closed' }),
        },
      },
    },
  });

  const refundRow = async (refundId: string) => {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!row) throw new Error('no refund row');
    return row;
  };
  const eventsOf = (orderId: string, type: string) =>
    db
      .select()
      .from(events)
      .where(and(eq(events.aggregateId, orderId), eq(events.type, type as never)));
  const orderRow = async (orderId: string) =>
    (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const summary = async () =>
    AdminSummaryResponse.parse((await admin('GET', ADMIN_API_PATHS.summary)).json()).data;

  it('refunds a cancelled prepaid order through the SDK once, even when the same call is retried', async () => {
    const { shopper, orderId, paymentId } = await cancelledPaidOrder();
    expect((await orderRow(orderId))?.refundDue).toBe(true);
    const before = await summary();
    expect(before.refundsOwed).toContainEqual({
      orderId,
      orderNumber: orderId.slice(-8).toUpperCase(),
      amount: (PRICE_PAISE * 2) / 100,
    });

    const panel = AdminOrderRefundsResponse.parse((await admin('GET', refundUrl(orderId))).json()).data;
    expect(panel).toMatchObject({ refundable: 3798, refundDue: true, refunds: [] });

    const made = fake.state.refunds.length;
    const key = randomUUID();
    const first = await admin('POST', refundUrl(orderId), { amount: 3798, method: 'source' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const refund = AdminRefundResponse.parse(first.json()).data;
    expect(refund).toMatchObject({ amount: 3798, method: 'source', status: 'pending', reason: 'cancelled' });
    expect(fake.state.refunds).toHaveLength(made + 1);
    const atFake = fake.state.seen.filter((seen) => seen.url === `/v1/payments/${paymentId}/refund`);
    expect(atFake).toHaveLength(1);
    expect(atFake[0]?.body).toEqual({
      amount: 379_800,
      speed: 'normal',
      receipt: refund._id,
      notes: { orderId, refundId: refund._id },
    });
    expect(atFake[0]?.headers['x-refund-idempotency']).toBe(refund._id);
    expect(refund.gatewayRefundId).toBe(fake.state.refunds.at(-1)?.id);

    // The same request again (a double click, a retry after a timeout): the same refund, none made.
    const again = await admin('POST', refundUrl(orderId), { amount: 3798, method: 'source' }, key);
    expect(again.statusCode).toBe(200);
    expect(AdminRefundResponse.parse(again.json()).data._id).toBe(refund._id);
    expect(fake.state.refunds).toHaveLength(made + 1);
    // Another amount with the same key is another request.
    const reused = await admin('POST', refundUrl(orderId), { amount: 1, method: 'source' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(REFUND_MESSAGES.idempotencyKeyReused);

    // Pending money counts: nothing more may be refunded while it is on its way.
    const more = await admin('POST', refundUrl(orderId), { amount: 1, method: 'source' }, randomUUID());
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(REFUND_MESSAGES.nothingToRefund);

    // Razorpay's refund.processed settles it; the shopper hears of it once, and "Refunds due" clears.
    const processed = refundRefundedWebhook('refund.processed', {
      id: refund.gatewayRefundId as string,
      payment_id: paymentId,
      amount: 379_800,
      receipt: refund._id,
    });
    const eventId = `evt_${randomUUID()}`;
    expect((await postWebhook(app, WEBHOOK_SECRET, processed, { eventId })).statusCode).toBe(200);
    expect((await postWebhook(app, WEBHOOK_SECRET, processed, { eventId })).statusCode).toBe(200);
    expect(await refundRow(refund._id)).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
    expect(await eventsOf(orderId, 'refund_issued')).toHaveLength(1);
    expect((await orderRow(orderId))?.refundDue).toBe(false);
    const after = await summary();
    expect(after.refundsDue).toBe(before.refundsDue - 1);
    expect(after.refundsOwed?.map((owed) => owed.orderId)).not.toContain(orderId);

    // A badly signed refund webhook changes nothing.
    const forged = await postWebhook(app, WEBHOOK_SECRET, processed, { signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(400);

    // The shopper sees it on their order; an unshipped cancel has no credit note.
    const [mine] = await ordersOf(app, shopper);
    expect(mine?.refunds).toEqual([
      {
        amount: 3798,
        status: 'processed',
        method: 'source',
        createdAt: expect.any(String),
        processedAt: expect.any(String),
      },
    ]);
    expect(mine?.creditNotes).toBeUndefined();
    expect((await refundRow(refund._id)).creditNoteId).toBeNull();
  });

  it('a retry after a lost answer finds the refund the gateway already made', async () => {
    const { orderId } = await cancelledPaidOrder(1);
    const made = fake.state.refunds.length;
    const key = randomUUID();
    fake.state.refundMode = 'lose-answer';
    const lost = await admin('POST', refundUrl(orderId), { amount: 1899, method: 'source' }, key);
    expect([502, 503]).toContain(lost.statusCode);
    expect(fake.state.refunds).toHaveLength(made + 1);
    const [pending] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(pending).toMatchObject({ status: 'pending', gatewayRefundId: null });

    fake.state.refundMode = 'ok';
    const retried = await admin('POST', refundUrl(orderId), { amount: 1899, method: 'source' }, key);
    expect(retried.statusCode, retried.body).toBe(200);
    const refund = AdminRefundResponse.parse(retried.json()).data;
    expect(refund._id).toBe(pending?.id);
    expect(fake.state.refunds).toHaveLength(made + 1);
    expect(refund.gatewayRefundId).toBe(fake.state.refunds.at(-1)?.id);
  });

  it('refuses a refund above what is left; a failed refund gives its amount back', async () => {
    const { orderId, paymentId } = await cancelledPaidOrder(1);
    const part = await admin('POST', refundUrl(orderId), { amount: 1000, method: 'source' }, randomUUID());
    expect(part.statusCode).toBe(200);
    const partial = AdminRefundResponse.parse(part.json()).data;
    const over = await admin('POST', refundUrl(orderId), { amount: 899.01, method: 'source' }, randomUUID());
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: REFUND_MESSAGES.amountTooLarge,
    });
    const wrongMethod = await admin('POST', refundUrl(orderId), {
      amount: 1,
      method: 'upi',
      transferReference: 'UTR1',
    });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().message).toBe(REFUND_MESSAGES.methodNotAllowed);

    const failed = refundRefundedWebhook('refund.failed', {
      id: partial.gatewayRefundId as string,
      payment_id: paymentId,
      amount: 100_000,
      receipt: partial._id,
    });
    expect((await postWebhook(app, WEBHOOK_SECRET, failed)).statusCode).toBe(200);
    expect(await refundRow(partial._id)).toMatchObject({
      status: 'failed',
      failureReason: 'Bank account closed',
    });
    expect(await eventsOf(orderId, 'refund_issued')).toHaveLength(0);
    expect((await orderRow(orderId))?.refundDue).toBe(true);
    const panel = AdminOrderRefundsResponse.parse((await admin('GET', refundUrl(orderId))).json()).data;
    expect(panel.refundable).toBe(1899);

    // The provider refusing for good marks the refund failed at once.
    fake.state.refundMode = 'refuse';
    const refused = await admin('POST', refundUrl(orderId), { amount: 1899, method: 'source' }, randomUUID());
    expect(refused.statusCode).toBe(200);
    expect(AdminRefundResponse.parse(refused.json()).data).toMatchObject({
      status: 'failed',
      failureReason: 'The refund amount provided is greater than amount captured',
    });
  });

  it('two staff refunding the whole amount at once: one refund, the other refused', async () => {
    const { orderId } = await cancelledPaidOrder(1);
    const made = fake.state.refunds.length;
    const [a, b] = await Promise.all([
      admin('POST', refundUrl(orderId), { amount: 1899, method: 'source' }, randomUUID()),
      admin('POST', refundUrl(orderId), { amount: 1899, method: 'source' }, randomUUID()),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    expect(fake.state.refunds).toHaveLength(made + 1);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it('refuses refunds of orders not due one, and bad input, with the contract message', async () => {
    const { orderId } = await paidOrder(1);
    const notDue = await admin('POST', refundUrl(orderId), { amount: 1, method: 'source' });
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().message).toBe(REFUND_MESSAGES.refundNotDue);
    const missing = await admin('POST', refundUrl(randomUUID()), { amount: 1, method: 'source' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(API_MESSAGES.orderNotFound);
    const noReference = await admin('POST', refundUrl(orderId), { amount: 1, method: 'bank' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe(
      `transferReference: ${REFUND_MESSAGES.transferReferenceRequired}`,
    );
    const badIfsc = await admin('POST', refundUrl(orderId), {
      amount: 1,
      method: 'bank',
      transferReference: 'UTR1',
      payout: { accountNumber: '123456789012', ifsc: 'HDFC1234567' },
    });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().message).toBe(`payout.ifsc: ${REFUND_MESSAGES.invalidIfsc}`);
  });

  /** A cash-on-delivery order of `quantity` kurtas, moved by staff up to `until`. */
  async function codOrder(quantity: number, until: 'shipped' | 'delivered') {
    const shopper = await signInShopper(db, config);
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: kurta.id, size: 'M', quantity }]),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data._id as string;
    const steps = ['confirmed', 'packed', 'shipped', 'delivered'];
    for (const status of steps.slice(0, steps.indexOf(until) + 1)) {
      expect((await move(orderId, status)).statusCode).toBe(200);
    }
    return { shopper, orderId };
  }

  it('records a COD refund by transfer, payout details sealed and masked, with a credit note per piece', async () => {
    const { shopper, orderId } = await codOrder(3, 'delivered');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toBeDefined();
    const [orderLine] = (await ordersOf(app, shopper))[0]?.products ?? [];
    const lineId = orderLine?._id as string;
    const input = {
      orderId,
      returnId: randomUUID(),
      amountPaise: PRICE_PAISE,
      reason: 'returned' as const,
      orderLines: [{ orderLineId: lineId, quantity: 1 }],
      method: 'upi' as const,
      payout: { upiId: 'asha.verma@okaxis' },
      transferReference: 'UTR000123456',
      actorId: staff.id,
      idempotencyKey: `return:${randomUUID()}`,
    };
    await expect(
      app.refunds.issueRefund({ ...input, payout: { upiId: 'not-a-upi-id' }, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ message: REFUND_MESSAGES.invalidUpiId });
    await expect(
      app.refunds.issueRefund({ ...input, transferReference: undefined, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ message: REFUND_MESSAGES.transferReferenceRequired });

    const first = await app.refunds.issueRefund(input);
    expect(first.status).toBe('recorded');
    expect(await app.refunds.issueRefund(input)).toEqual(first);
    const row = await refundRow(first.refundId);
    expect(row.payoutSealed).not.toContain('asha');
    expect(row.payoutMasked).toBe('as••••••••@okaxis');
    expect(row.transferReference).toBe('UTR000123456');
    expect(await eventsOf(orderId, 'refund_issued')).toHaveLength(1);

    // One piece of three: a credit note reversing a third of the line, exactly.
    const [line] = await db.select().from(invoiceLines).where(eq(invoiceLines.orderLineId, lineId));
    const [note] = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, row.creditNoteId as string));
    expect(note).toMatchObject({ reason: 'returned', invoiceId: invoice?.id });
    const [noteLine] = await db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, note?.id as string));
    expect(noteLine).toMatchObject({ quantity: 1, invoiceLineId: line?.id });
    expect(noteLine?.taxablePaise).toBe(Math.round((line?.taxablePaise as number) / 3));

    // The other two pieces: the credit notes add up to the invoice line to the paisa.
    const second = await app.refunds.issueRefund({
      ...input,
      amountPaise: PRICE_PAISE * 2,
      orderLines: [{ orderLineId: lineId, quantity: 2 }],
      idempotencyKey: `return:${randomUUID()}`,
    });
    const secondNote = (await refundRow(second.refundId)).creditNoteId as string;
    const [rest] = await db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, secondNote));
    expect(rest?.quantity).toBe(2);
    for (const field of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) {
      expect((noteLine?.[field] as number) + (rest?.[field] as number)).toBe(line?.[field]);
    }

    // Everything paid is back: nothing more, and the list shows the transfers masked, never in full.
    await expect(
      app.refunds.issueRefund({ ...input, amountPaise: 1, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ message: REFUND_MESSAGES.nothingToRefund });
    const listed = AdminRefundListResponse.parse(
      (await admin('GET', `${ADMIN_API_PATHS.refunds}?status=recorded`)).json(),
    ).data;
    const mine = listed.filter((refund) => refund.orderId === orderId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      status: 'recorded',
      method: 'upi',
      payoutMasked: 'as••••••••@okaxis',
      returnId: input.returnId,
    });
    expect(JSON.stringify(listed)).not.toContain('asha.verma');
  });

  it('tells settlement to whoever registered onSettled, in the same transaction', async () => {
    const heard: SettledRefund[] = [];
    let refuse = false;
    const withHook = createRefundsService({
      db,
      clock: systemClock,
      gateway,
      cipher: createFieldCipher(config.DATA_ENCRYPTION_KEY),
      invoices: app.invoices,
      orders: { clearRefundDue: async () => {} },
      events: app.events,
      audit: { record: async () => {} },
      log: app.log,
      unansweredRefundMs: config.REFUND_SWEEP_MS,
      onSettled: async (tx, refund) => {
        // Runs inside the settling transaction: the refund it hears of is already written there.
        const [row] = await tx.select().from(refunds).where(eq(refunds.id, refund.refundId));
        heard.push({ ...refund, status: row?.status as SettledRefund['status'] });
        if (refuse) throw new Error('the return could not be marked refunded');
      },
    });
    const { orderId } = await codOrder(1, 'delivered');
    const returnId = randomUUID();
    const request = {
      orderId,
      returnId,
      amountPaise: 100,
      reason: 'returned' as const,
      method: 'bank' as const,
      payout: { accountNumber: '1234 5678 9012', ifsc: 'hdfc0001234', accountName: 'Asha Verma' },
      transferReference: 'NEFT42',
      actorId: staff.id,
    };
    refuse = true;
    await expect(withHook.issueRefund({ ...request, idempotencyKey: randomUUID() })).rejects.toThrow(
      /could not be marked/,
    );
    expect(await db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
    refuse = false;
    heard.length = 0;
    const result = await withHook.issueRefund({ ...request, idempotencyKey: randomUUID() });
    expect(result.status).toBe('recorded');
    expect(heard).toEqual([{ refundId: result.refundId, orderId, returnId, status: 'recorded' }]);
    expect((await refundRow(result.refundId)).payoutMasked).toBe('••••••••9012 · HDFC0001234');
  });
});
