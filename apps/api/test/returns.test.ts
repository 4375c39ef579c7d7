/**
 * Returns (issue 33) through HTTP on Postgres: a shopper returns pieces of a delivered order within the window
 * (7 whole days after the day of delivery, IST) and no others; every refusal is a 4xx with the contract's
 * message and stores nothing; racing requests for the same pieces — one wins; payout details are encrypted at
 * rest and shown masked; staff approve, mark picked up and received, check quality per line (passed pieces
 * back to stock once), each step audited with the shopper's event in its transaction; Refund without the
 * refunds module is 503, and with a port it asks for the passed pieces' amount once per attempt.
 */
import {
  ADMIN_API_PATHS,
  API_PATHS,
  buildApiPath,
  RETURN_ADMIN_TEXT,
  RETURN_MESSAGES,
  RETURN_TEXT,
} from '@zari/contract';
import {
  AdminReturnListResponse,
  AdminReturnResponse,
  CreateOrderResponse,
  CreateReturnResponse,
  OrderReturnsResponse,
  ReturnPhotoResponse,
} from '@zari/contract/schemas';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  categories,
  events,
  orderLines,
  orders,
  products,
  refunds,
  returnLines,
  returns,
} from '../src/db/schema/index.js';
import type { ReturnRefunds } from '../src/modules/returns/refund-port.js';
import { multipartBody } from './helpers/admin.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import {
  insertPincodes,
  insertProduct,
  orderPayload,
  setStockOf,
  stockOf,
} from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('returns', async () => {
  // Thursday 20 Nov 2026, 15:00 IST.
  const clock = fakeClock(new Date('2026-11-20T15:00:00+05:30'));
  const refundCalls: Parameters<ReturnRefunds['issueRefund']>[0][] = [];
  let refundAnswer: Awaited<ReturnType<ReturnRefunds['issueRefund']>>['status'] = 'processed';
  const { app, db, config, database } = await useTestApp({ clock, env: { NOTIFY_QUIET_HOURS: 'off' } });
  // The same database with a refunds port: the Refund step as the merger will wire it.
  const withRefunds = await useTestApp({
    clock,
    database,
    deps: {
      eventsWorker: false,
      returnRefunds: {
        async issueRefund(input) {
          refundCalls.push(input);
          return { refundId: `rf_${input.idempotencyKey}`, status: refundAnswer };
        },
      },
    },
  });
  let staff: TestShopper;
  let dress: Awaited<ReturnType<typeof insertProduct>>;
  let jewelleryProductId: string;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    dress = await insertProduct(db, { stockCount: 50 });
    const [jewellery] = await db
      .insert(categories)
      .values({
        title: 'Jewellery',
        slug: 'jewellery',
        image: '/uploads/categories/j.webp',
        hsn: '7117',
        taxClass: 'apparel',
      })
      .returning({ id: categories.id });
    const [earrings] = await db
      .insert(products)
      .values({
        title: 'Jhumka Earrings',
        description: 'Oxidised silver.',
        categoryId: jewellery?.id as string,
        amountPaise: 99_900,
        discountedPaise: 79_900,
        images: ['/uploads/products/jhumka.webp'],
        sizes: ['Free'],
        stockCount: 20,
      })
      .returning({ id: products.id });
    jewelleryProductId = earrings?.id as string;
    // Stock is kept per size (issue 31): a product inserted by hand gets its one SKU here.
    await setStockOf(db, jewelleryProductId, 20, 'Free');
  });

  const move = async (orderId: string, status: string) => {
    const response = await app.inject({
      method: 'PATCH',
      url: ADMIN_API_PATHS.order.replace(':id', orderId),
      headers: { cookie: staff.cookie },
      payload: { status, ...(status === 'shipped' && { trackingNumber: 'AWB1', carrier: 'Delhivery' }) },
    });
    expect(response.statusCode).toBe(200);
  };

  /** A COD order of 2 dresses and 1 pair of earrings, delivered now (the clock's time). */
  async function deliveredOrder(shopper?: TestShopper) {
    const owner = shopper ?? (await signInShopper(db, config));
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: owner.cookie },
      payload: orderPayload(owner.id, [
        { product: dress.id, size: 'M', quantity: 2 },
        { product: jewelleryProductId, size: 'Free', quantity: 1 },
      ]),
    });
    expect(placed.statusCode).toBe(200);
    const orderId = CreateOrderResponse.parse(placed.json()).data._id;
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered']) await move(orderId, status);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const dressLine = lines.find((line) => line.productId === dress.id)?.id as string;
    const jewelleryLine = lines.find((line) => line.productId === jewelleryProductId)?.id as string;
    return { shopper: owner, orderId, dressLine, jewelleryLine };
  }

  const upi = { method: 'upi', upiId: 'asha.verma@okaxis' } as const;
  const bank = {
    method: 'bank',
    accountNumber: '123456789012',
    ifsc: 'SBIN0001234',
    accountName: 'Asha Verma',
  } as const;

  const ask = (shopper: TestShopper, orderId: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: buildApiPath(API_PATHS.orderReturns, { id: orderId }),
      headers: { cookie: shopper.cookie },
      payload: body,
    });

  const staffPatch = (returnId: string, body: Record<string, unknown>, target = app) =>
    target.inject({
      method: 'PATCH',
      url: buildApiPath(ADMIN_API_PATHS.return, { id: returnId }),
      headers: { cookie: staff.cookie },
      payload: body,
    });

  const returnsOfOrder = (orderId: string) => db.select().from(returns).where(eq(returns.orderId, orderId));

  async function expectRefused(
    response: Awaited<ReturnType<typeof ask>>,
    status: number,
    message: string,
    orderId: string,
  ) {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, code: expect.any(String), message });
    expect(await returnsOfOrder(orderId)).toEqual([]);
  }

  it('offers the dresses until the 7th day after delivery, and says why the earrings cannot be returned', async () => {
    clock.set(new Date('2026-11-20T15:00:00+05:30'));
    const { shopper, orderId, dressLine, jewelleryLine } = await deliveredOrder();
    const view = await app.inject({
      method: 'GET',
      url: buildApiPath(API_PATHS.orderReturns, { id: orderId }),
      headers: { cookie: shopper.cookie },
    });
    expect(view.statusCode).toBe(200);
    const data = OrderReturnsResponse.parse(view.json()).data;
    expect(data.returnBy).toBe('2026-11-27');
    expect(data.lines.find((line) => line.lineId === dressLine)).toEqual({
      lineId: dressLine,
      returnableQuantity: 2,
      refusal: null,
      pieceRefunds: [1999, 1999],
    });
    expect(data.lines.find((line) => line.lineId === jewelleryLine)).toMatchObject({
      returnableQuantity: 0,
      refusal: 'Jewellery cannot be returned or exchanged once delivered.',
    });
    // Another shopper sees no such order.
    const stranger = await signInShopper(db, config);
    const theirs = await app.inject({
      method: 'GET',
      url: buildApiPath(API_PATHS.orderReturns, { id: orderId }),
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses each bad request with the contract message and stores nothing', async () => {
    clock.set(new Date('2026-11-20T15:00:00+05:30'));
    const { shopper, orderId, dressLine, jewelleryLine } = await deliveredOrder();
    const other = await deliveredOrder();
    const line = (lineId: string, quantity = 1) => ({ lineId, quantity, reason: 'too_small' });

    await expectRefused(
      await ask(shopper, orderId, { lines: [line(other.dressLine)], refund: upi }),
      400,
      RETURN_MESSAGES.lineNotInOrder,
      orderId,
    );
    await expectRefused(
      await ask(shopper, orderId, { lines: [line(dressLine, 3)], refund: upi }),
      409,
      'You can return at most 2 pieces of this item.',
      orderId,
    );
    await expectRefused(
      await ask(shopper, orderId, { lines: [line(jewelleryLine)], refund: upi }),
      409,
      'Jewellery cannot be returned or exchanged once delivered.',
      orderId,
    );
    await expectRefused(
      await ask(shopper, orderId, { lines: [line(dressLine)], refund: { ...bank, ifsc: 'SBIN1234567' } }),
      400,
      RETURN_MESSAGES.ifscInvalid,
      orderId,
    );
    await expectRefused(
      await ask(shopper, orderId, { lines: [line(dressLine)], refund: { method: 'upi', upiId: 'asha' } }),
      400,
      RETURN_MESSAGES.upiIdInvalid,
      orderId,
    );
    await expectRefused(
      await ask(shopper, orderId, { lines: [line(dressLine)], refund: { method: 'source' } }),
      400,
      RETURN_MESSAGES.sourceOnlyForPrepaid,
      orderId,
    );
    await expectRefused(
      await ask(shopper, orderId, {
        lines: [line(dressLine)],
        refund: upi,
        photos: ['/uploads/images/nope-960.webp'],
      }),
      400,
      RETURN_MESSAGES.photoUnknown,
      orderId,
    );
    // Someone else's order is not found.
    await expectRefused(
      await ask(other.shopper, orderId, { lines: [line(dressLine)], refund: upi }),
      404,
      'Order not found',
      orderId,
    );

    // The window: the last millisecond of 27 Nov IST is in; midnight is out.
    clock.set(new Date(new Date('2026-11-28T00:00:00+05:30').getTime() - 1));
    const inTime = await ask(shopper, orderId, { lines: [line(dressLine)], refund: upi });
    expect(inTime.statusCode).toBe(200);
    clock.set(new Date('2026-11-28T00:00:00+05:30'));
    const late = await ask(shopper, orderId, { lines: [line(dressLine)], refund: upi });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: RETURN_MESSAGES.windowClosed,
    });
    expect(await returnsOfOrder(orderId)).toHaveLength(1);
  });

  it('refuses an order not delivered yet, and a prepaid order refunded anywhere but its payment', async () => {
    clock.set(new Date('2026-11-20T15:00:00+05:30'));
    const shopper = await signInShopper(db, config);
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: dress.id, size: 'M', quantity: 1 }]),
    });
    const orderId = CreateOrderResponse.parse(placed.json()).data._id;
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const body = { lines: [{ lineId: line?.id, quantity: 1, reason: 'quality' }], refund: upi };
    await expectRefused(await ask(shopper, orderId, body), 409, RETURN_MESSAGES.notDelivered, orderId);

    const prepaid = await deliveredOrder();
    // Test setup: the same order as if it had been paid online.
    await db
      .update(orders)
      .set({ paymentMethod: 'razorpay', paymentStatus: 'paid' })
      .where(eq(orders.id, prepaid.orderId));
    const lines = [{ lineId: prepaid.dressLine, quantity: 1, reason: 'quality' }];
    await expectRefused(
      await ask(prepaid.shopper, prepaid.orderId, { lines, refund: bank }),
      400,
      RETURN_MESSAGES.prepaidToSource,
      prepaid.orderId,
    );
    const ok = await ask(prepaid.shopper, prepaid.orderId, { lines, refund: { method: 'source' } });
    expect(ok.statusCode).toBe(200);
    expect(CreateReturnResponse.parse(ok.json()).data.refund).toMatchObject({ method: 'source', to: null });
  });

  it('lets one of two racing requests for the same pieces win, and refuses a second request for them', async () => {
    clock.set(new Date('2026-11-21T10:00:00+05:30'));
    const { shopper, orderId, dressLine } = await deliveredOrder();
    const body = { lines: [{ lineId: dressLine, quantity: 2, reason: 'too_large' }], refund: upi };
    const answers = await Promise.all([ask(shopper, orderId, body), ask(shopper, orderId, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: RETURN_MESSAGES.alreadyRequested,
    });
    expect(await returnsOfOrder(orderId)).toHaveLength(1);
    const again = await ask(shopper, orderId, { ...body, lines: [{ ...body.lines[0], quantity: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: RETURN_MESSAGES.alreadyRequested,
    });
  });

  it('keeps bank details encrypted and masked, with a photo through the image pipeline, the event and audit written', async () => {
    clock.set(new Date('2026-11-21T10:00:00+05:30'));
    const { shopper, orderId, dressLine } = await deliveredOrder();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = multipartBody(
      {},
      { name: 'tear.jpg', type: 'image/jpeg', bytes: photo },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: buildApiPath(API_PATHS.orderReturnPhotos, { id: orderId }),
      headers: { cookie: shopper.cookie, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { path } = ReturnPhotoResponse.parse(uploaded.json()).data;

    const response = await ask(shopper, orderId, {
      lines: [{ lineId: dressLine, quantity: 1, reason: 'damaged_or_defective', note: 'Torn seam' }],
      photos: [path],
      refund: bank,
    });
    expect(response.statusCode).toBe(200);
    const made = CreateReturnResponse.parse(response.json()).data;
    expect(made).toMatchObject({
      state: 'requested',
      photos: [path],
      pickupAddress: { fullName: 'Asha Verma', postalCode: '560025' },
      refund: { method: 'bank', to: '••••••••9012 · SBIN0001234', amount: 1999 },
      lines: [
        {
          lineId: dressLine,
          quantity: 1,
          reason: 'damaged_or_defective',
          note: 'Torn seam',
          refundAmount: 1999,
        },
      ],
    });
    const [row] = await db.select().from(returns).where(eq(returns.id, made._id));
    expect(row?.payoutEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('123456789012');
    expect(JSON.stringify(response.json())).not.toContain('123456789012');
    const told = await db
      .select()
      .from(events)
      .where(and(eq(events.aggregateId, orderId), eq(events.type, 'return_requested')));
    expect(told).toHaveLength(1);
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, made._id));
    expect(audited.map((entry) => entry.action)).toEqual(['return.request']);
    expect(JSON.stringify(audited)).not.toContain('123456789012');
  });

  it('walks a return through the back office: stock back once for the passed line, a COD refund recorded once', async () => {
    clock.set(new Date('2026-11-21T10:00:00+05:30'));
    const { shopper, orderId, dressLine } = await deliveredOrder();
    const made = CreateReturnResponse.parse(
      (
        await ask(shopper, orderId, {
          lines: [{ lineId: dressLine, quantity: 2, reason: 'too_small' }],
          refund: upi,
        })
      ).json(),
    ).data;
    clock.advance(5 * HOUR);

    const queue = await app.inject({
      method: 'GET',
      url: `${ADMIN_API_PATHS.returns}?state=requested`,
      headers: { cookie: staff.cookie },
    });
    const listed = AdminReturnListResponse.parse(queue.json()).data.find((entry) => entry._id === made._id);
    expect(listed).toMatchObject({ state: 'requested', ageHours: 5, pieces: 2, refundAmount: 3998 });

    // Out of order: received before pick-up is refused and changes nothing.
    const early = await staffPatch(made._id, { action: 'received' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: RETURN_ADMIN_TEXT.actionRefused,
    });

    const approved = await staffPatch(made._id, {
      action: 'approve',
      pickupDate: '2026-11-23',
      notes: 'Morning',
    });
    expect(approved.statusCode).toBe(200);
    expect(AdminReturnResponse.parse(approved.json()).data).toMatchObject({
      state: 'approved',
      pickupDate: '2026-11-23',
      allowedActions: ['picked_up', 'reject'],
      refund: { to: 'as••••••••@okaxis' },
    });
    clock.advance(DAY);
    expect((await staffPatch(made._id, { action: 'picked_up' })).statusCode).toBe(200);
    clock.advance(DAY);
    expect((await staffPatch(made._id, { action: 'received' })).statusCode).toBe(200);

    const before = await stockOf(db, dress.id);
    const failedWithoutReason = await staffPatch(made._id, {
      action: 'qc',
      lines: [{ lineId: dressLine, passed: false }],
    });
    expect(failedWithoutReason.statusCode).toBe(400);
    expect(failedWithoutReason.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: RETURN_ADMIN_TEXT.qcReasonRequired,
    });
    const checked = await staffPatch(made._id, {
      action: 'qc',
      lines: [{ lineId: dressLine, passed: true }],
    });
    expect(checked.statusCode).toBe(200);
    expect(AdminReturnResponse.parse(checked.json()).data).toMatchObject({
      state: 'received',
      allowedActions: ['refund'],
    });
    expect(await stockOf(db, dress.id)).toBe((before as number) + 2);
    // A second check, even concurrent ones, cannot put the pieces back again.
    const twice = await Promise.all([
      staffPatch(made._id, { action: 'qc', lines: [{ lineId: dressLine, passed: true }] }),
      staffPatch(made._id, { action: 'qc', lines: [{ lineId: dressLine, passed: true }] }),
    ]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([409, 409]);
    expect(await stockOf(db, dress.id)).toBe((before as number) + 2);
    const [line] = await db.select().from(returnLines).where(eq(returnLines.returnId, made._id));
    expect(line?.restockedAt).not.toBeNull();

    // A COD return: staff record the UPI transfer they made, through the refunds module (issue 33); a retry
    // of the same click refunds nothing more.
    clock.advance(60_000);
    const refund = await staffPatch(made._id, { action: 'refund', transferReference: 'UTR123' });
    expect(refund.statusCode).toBe(200);
    expect(AdminReturnResponse.parse(refund.json()).data).toMatchObject({ state: 'refunded' });
    expect((await staffPatch(made._id, { action: 'refund', transferReference: 'UTR123' })).statusCode).toBe(
      409,
    );
    const paidBack = await db.select().from(refunds).where(eq(refunds.returnId, made._id));
    expect(paidBack).toMatchObject([
      { status: 'recorded', method: 'upi', reason: 'returned', transferReference: 'UTR123' },
    ]);
    const issuedOnce = await db
      .select()
      .from(events)
      .where(and(eq(events.aggregateId, orderId), eq(events.type, 'refund_issued')));
    expect(issuedOnce).toHaveLength(1);

    const told = await db.select({ type: events.type }).from(events).where(eq(events.aggregateId, orderId));
    expect(told.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'return_requested',
        'return_pickup_scheduled',
        'return_picked_up',
        'return_received',
      ]),
    );
    const audited = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, made._id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(
      [
        'return.approve',
        'return.picked_up',
        'return.qc',
        'return.received',
        'return.refund',
        'return.request',
      ].sort(),
    );

    // The shopper's timeline.
    const view = OrderReturnsResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: buildApiPath(API_PATHS.orderReturns, { id: orderId }),
          headers: { cookie: shopper.cookie },
        })
      ).json(),
    ).data;
    expect(view.returns[0]?.timeline.map((step) => step.state)).toEqual([
      'requested',
      'approved',
      'picked_up',
      'received',
      'refunded',
    ]);
  });

  it('closes a return whose pieces all failed: no stock back, reason kept; a rejected one frees its pieces', async () => {
    clock.set(new Date('2026-11-21T10:00:00+05:30'));
    const { shopper, orderId, dressLine } = await deliveredOrder();
    const body = { lines: [{ lineId: dressLine, quantity: 1, reason: 'quality' }], refund: upi };
    const first = CreateReturnResponse.parse((await ask(shopper, orderId, body)).json()).data;
    const rejected = await staffPatch(first._id, { action: 'reject', reason: 'Worn and washed' });
    expect(AdminReturnResponse.parse(rejected.json()).data).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Worn and washed',
      allowedActions: [],
    });
    // Both pieces may be asked again once the first request was rejected.
    const second = await ask(shopper, orderId, { ...body, lines: [{ ...body.lines[0], quantity: 2 }] });
    expect(second.statusCode).toBe(200);
    const ret = CreateReturnResponse.parse(second.json()).data;
    for (const step of [
      { action: 'approve', pickupDate: '2026-11-22' },
      { action: 'picked_up' },
      { action: 'received' },
    ]) {
      expect((await staffPatch(ret._id, step)).statusCode).toBe(200);
    }
    const before = await stockOf(db, dress.id);
    const failed = await staffPatch(ret._id, {
      action: 'qc',
      lines: [{ lineId: dressLine, passed: false, reason: 'Stained' }],
    });
    expect(AdminReturnResponse.parse(failed.json()).data).toMatchObject({
      state: 'closed',
      lines: [{ qcPassed: false, qcReason: 'Stained' }],
      allowedActions: [],
    });
    expect(await stockOf(db, dress.id)).toBe(before);
    const types = (
      await db.select({ type: events.type }).from(events).where(eq(events.aggregateId, orderId))
    ).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['return_rejected', 'return_closed']));
  });

  it('stores the product flags staff set, shows them in the product JSON and applies them to returns', async () => {
    clock.set(new Date('2026-11-21T10:00:00+05:30'));
    const swimsuit = await insertProduct(db, { title: 'Swimsuit', stockCount: 10 });
    const offer = await insertProduct(db, { title: 'Offer Kurta', stockCount: 10 });
    const patch = (id: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: buildApiPath(ADMIN_API_PATHS.product, { id }),
        headers: { cookie: staff.cookie },
        payload: body,
      });
    expect((await patch(swimsuit.id, { returnable: false })).statusCode).toBe(200);
    expect((await patch(offer.id, { specialOffer: true })).statusCode).toBe(200);
    const shown = await app.inject({ method: 'GET', url: buildApiPath(API_PATHS.product, { id: offer.id }) });
    expect(shown.json().data).toMatchObject({ returnable: true, specialOffer: true });

    const shopper = await signInShopper(db, config);
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [
        { product: swimsuit.id, size: 'M', quantity: 1 },
        { product: offer.id, size: 'M', quantity: 1 },
      ]),
    });
    const orderId = CreateOrderResponse.parse(placed.json()).data._id;
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered']) await move(orderId, status);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const lineOf = (productId: string) => lines.find((line) => line.productId === productId)?.id;
    await expectRefused(
      await ask(shopper, orderId, {
        lines: [{ lineId: lineOf(swimsuit.id), quantity: 1, reason: 'quality' }],
        refund: upi,
      }),
      409,
      RETURN_TEXT.productNotReturnableDetail,
      orderId,
    );
    await expectRefused(
      await ask(shopper, orderId, {
        lines: [{ lineId: lineOf(offer.id), quantity: 1, reason: 'quality' }],
        refund: upi,
      }),
      409,
      RETURN_TEXT.specialOfferDetail,
      orderId,
    );
  });

  it('refunds the passed pieces through the port once per attempt, and settles a pending refund', async () => {
    clock.set(new Date('2026-11-21T10:00:00+05:30'));
    const { shopper, orderId, dressLine } = await deliveredOrder();
    const ret = CreateReturnResponse.parse(
      (
        await ask(shopper, orderId, {
          lines: [{ lineId: dressLine, quantity: 2, reason: 'quality' }],
          refund: bank,
        })
      ).json(),
    ).data;
    for (const step of [
      { action: 'approve', pickupDate: '2026-11-22' },
      { action: 'picked_up' },
      { action: 'received' },
      { action: 'qc', lines: [{ lineId: dressLine, passed: true }] },
    ]) {
      expect((await staffPatch(ret._id, step)).statusCode).toBe(200);
    }
    refundAnswer = 'failed';
    const failed = await staffPatch(
      ret._id,
      { action: 'refund', transferReference: 'UTR1' },
      withRefunds.app,
    );
    expect(AdminReturnResponse.parse(failed.json()).data).toMatchObject({
      state: 'received',
      allowedActions: ['refund'],
    });
    refundAnswer = 'pending';
    const pending = await staffPatch(
      ret._id,
      { action: 'refund', transferReference: 'UTR1' },
      withRefunds.app,
    );
    expect(AdminReturnResponse.parse(pending.json()).data).toMatchObject({ state: 'refund_pending' });
    const mine = refundCalls.filter((call) => call.returnId === ret._id);
    expect(mine.map((call) => call.idempotencyKey)).toEqual([`return:${ret._id}:1`, `return:${ret._id}:2`]);
    expect(mine[0]).toMatchObject({
      orderId,
      amountPaise: 399_800,
      reason: 'returned',
      method: 'bank',
      payout: { accountNumber: '123456789012', ifsc: 'SBIN0001234', accountName: 'Asha Verma' },
      orderLines: [{ orderLineId: dressLine, quantity: 2 }],
      transferReference: 'UTR1',
      actorId: staff.id,
    });
    // The refunds module's webhook settles it.
    await db.transaction((tx) =>
      withRefunds.app.returns.markReturnRefundSettled(tx, {
        returnId: ret._id,
        refundId: `rf_return:${ret._id}:2`,
        status: 'processed',
      }),
    );
    const [row] = await db.select().from(returns).where(eq(returns.id, ret._id));
    expect(row).toMatchObject({ state: 'refunded', refundedPaise: 399_800 });
    // The refunds module tells the shopper (`refund_issued`) when it settles the money; the return's own
    // settlement records no second message (this port is a stand-in, so nothing is recorded here).
    const issued = await db
      .select()
      .from(events)
      .where(and(eq(events.aggregateId, orderId), eq(events.type, 'refund_issued')));
    expect(issued).toEqual([]);
    clock.advance(DAY);
  });
});
