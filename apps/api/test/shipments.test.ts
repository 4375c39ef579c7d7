/**
 * Shipments through Shiprocket (issue 32) and parcels returned to origin (issue 33), through HTTP on Postgres
 * with Shiprocket's local fake: Packed books the parcel after the pack committed (AWB, courier, label); an outage
 * keeps the pack and the retry job (or staff's "Create shipment") books it later, once; the tracking webhook
 * (token-checked, replay-safe) moves the order to shipped, out for delivery and delivered through the same move
 * staff make, and an RTO delivery cancels it with stock back once, a credit note when invoiced and a refund
 * flagged only when prepaid. With the manual provider nothing is booked and staff move the parcel by hand.
 */
import type { AddressInfo } from 'node:net';
import { ADMIN_API_PATHS, API_PATHS, buildApiPath } from '@zari/contract';
import { AdminOrderResponse, CreateOrderResponse, CreatePaymentOrderResponse } from '@zari/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  creditNotes,
  events,
  invoices,
  orders,
  shipments,
  shipmentTrackingEvents,
} from '../src/db/schema/index.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import {
  type FakeShiprocket,
  SHIPROCKET_WEBHOOK_TOKEN,
  shiprocketEnv,
  startFakeShiprocket,
} from './helpers/fake-shiprocket.js';
import { insertPincodes, insertProduct, orderPayload, ordersOf, stockOf } from './helpers/order-fixtures.js';
import { payOnSimulator } from './helpers/payments.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const ADHOC = '/v1/external/orders/create/adhoc';

const fake: FakeShiprocket = await startFakeShiprocket();
afterAll(() => fake.close());

describe('shipments through Shiprocket', async () => {
  const clock = fakeClock();
  const { app, db, config } = await useTestApp({
    env: shiprocketEnv(fake.base),
    clock,
    deps: { eventsWorker: false },
  });
  let staff: TestShopper;
  let dress: Awaited<ReturnType<typeof insertProduct>>;
  let webhookUrl: string;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    dress = await insertProduct(db, { stockCount: 50 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_PATHS.shiprocketWebhook}`;
  });

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: staff.cookie }, ...(payload && { payload }) });
  // Each step a second after the last, so the timeline (by time) reads in the order things happened.
  const move = (orderId: string, body: object) => {
    clock.advance(1000);
    return admin('PATCH', buildApiPath(ADMIN_API_PATHS.order, { id: orderId }), body);
  };
  const adminOrder = async (orderId: string) =>
    AdminOrderResponse.parse(
      (await admin('GET', buildApiPath(ADMIN_API_PATHS.order, { id: orderId }))).json(),
    ).data;
  const eventsOf = (orderId: string, type: string) =>
    db
      .select()
      .from(events)
      .where(and(eq(events.type, type as never), sql`${events.payload}->>'orderId' = ${orderId}`));
  const shipmentOf = async (orderId: string) =>
    (await db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0];

  async function codOrder(quantity = 1) {
    const shopper = await signInShopper(db, config);
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: dress.id, size: 'M', quantity }]),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return { shopper, orderId: CreateOrderResponse.parse(placed.json()).data._id };
  }

  /** A prepaid order: paid on the simulated gateway, verified, placed (as the storefront's checkout does). */
  async function prepaidOrder() {
    const shopper = await signInShopper(db, config);
    const payload = orderPayload(shopper.id, [{ product: dress.id, size: 'M', quantity: 1 }], {
      paymentMethod: 'razorpay',
    });
    const call = (url: string, body: object) =>
      app.inject({ method: 'POST', url, headers: { cookie: shopper.cookie }, payload: body });
    const asked = await call(API_PATHS.createPaymentOrder, { amount: dress.discountedPaise, order: payload });
    expect(asked.statusCode, asked.body).toBe(200);
    const providerOrderId = CreatePaymentOrderResponse.parse(asked.json()).data.id;
    const confirmation = await payOnSimulator(app, shopper, providerOrderId);
    expect((await call(API_PATHS.verifyPayment, confirmation)).statusCode).toBe(200);
    const placed = await call(API_PATHS.createOrder, { ...payload, razorpay_order_id: providerOrderId });
    expect(placed.statusCode, placed.body).toBe(200);
    return { shopper, orderId: CreateOrderResponse.parse(placed.json()).data._id };
  }

  async function packed(order: { orderId: string }) {
    expect((await move(order.orderId, { status: 'confirmed' })).statusCode).toBe(200);
    const pack = await move(order.orderId, { status: 'packed' });
    expect(pack.statusCode, pack.body).toBe(200);
    return AdminOrderResponse.parse(pack.json()).data;
  }

  const track = (awb: string, status: string, token: string | null = SHIPROCKET_WEBHOOK_TOKEN) => {
    clock.advance(1000);
    return fake.sendWebhook(webhookUrl, fake.trackingUpdate(awb, status), token);
  };

  it('books the parcel when staff pack it: AWB, courier and a private label; the shopper gets a tracking link', async () => {
    const order = await codOrder(2);
    await packed(order);
    const seen = await adminOrder(order.orderId);
    expect(seen.status).toBe('packed');
    expect(seen.shipment).toMatchObject({
      provider: 'shiprocket',
      status: 'created',
      awb: expect.stringMatching(/^SR/),
      courier: 'Delhivery Surface',
      labelReady: true,
      attempts: 1,
      lastError: null,
    });
    const awb = seen.shipment?.awb as string;
    expect(seen).toMatchObject({ trackingNumber: awb, carrier: 'Delhivery Surface' });
    expect(seen.timeline.find((entry) => entry.label === 'Tracking number added')).toMatchObject({
      trackingNumber: awb,
      actor: null,
    });
    const booked = fake.callsTo(ADHOC).filter((call) => call.body.order_id === order.orderId);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.body).toMatchObject({
      payment_method: 'COD',
      sub_total: 3998,
      billing_pincode: '560025',
    });

    const label = await admin('GET', buildApiPath(ADMIN_API_PATHS.orderLabel, { id: order.orderId }));
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The label names the shopper: it is not among the public uploads.
    const key = (await shipmentOf(order.orderId))?.labelKey as string;
    expect((await app.inject({ method: 'GET', url: key })).statusCode).toBe(404);
    // A shopper cannot read it through the back office's route.
    const asShopper = await app.inject({
      method: 'GET',
      url: buildApiPath(ADMIN_API_PATHS.orderLabel, { id: order.orderId }),
      headers: { cookie: order.shopper.cookie },
    });
    expect(asShopper.statusCode).toBe(403);

    const [mine] = await ordersOf(app, order.shopper);
    expect(mine).toMatchObject({
      fulfilment: 'packed',
      trackingNumber: awb,
      trackingUrl: `https://shiprocket.co/tracking/${awb}`,
    });
  });

  it('keeps the pack through a carrier outage; the retry job books it once the carrier is back, once', async () => {
    const order = await codOrder();
    fake.setMode('down');
    try {
      const pack = await packed(order);
      expect(pack.status).toBe('packed');
    } finally {
      fake.setMode('up');
    }
    expect(await shipmentOf(order.orderId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      awb: null,
      lastError: 'Service Unavailable',
    });
    // Not due yet: the first retry waits a minute.
    await app.shipments.retryDue();
    expect((await shipmentOf(order.orderId))?.status).toBe('pending');
    clock.advance(61_000);
    await app.shipments.retryDue();
    await app.shipments.retryDue();
    expect(await shipmentOf(order.orderId)).toMatchObject({
      status: 'created',
      attempts: 2,
      lastError: null,
    });
    expect(fake.orders.has(`billing:${order.orderId}`)).toBe(true);
    const answered = fake.callsTo(ADHOC).filter((call) => call.body.order_id === order.orderId);
    // The outage's call and the retry's: booked once, never again after it was created.
    expect(answered).toHaveLength(2);
    expect((await adminOrder(order.orderId)).trackingNumber).toMatch(/^SR/);
  });

  it('lets staff retry with "Create shipment": 503 while the carrier is away, then booked; audited', async () => {
    const order = await codOrder();
    fake.setMode('hang');
    try {
      await packed(order);
      const url = buildApiPath(ADMIN_API_PATHS.orderShipment, { id: order.orderId });
      const down = await admin('POST', url);
      expect(down.statusCode).toBe(503);
      fake.setMode('up');
      const again = await admin('POST', url);
      expect(again.statusCode, again.body).toBe(200);
      expect(AdminOrderResponse.parse(again.json()).data.shipment?.status).toBe('created');
    } finally {
      fake.setMode('up');
    }
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, 'order.shipment')));
    expect(audited).toHaveLength(2);
    expect(audited.map((row) => (row.after as { shipment: string }).shipment).sort()).toEqual([
      'created',
      'pending',
    ]);
    // An order that is not packed is not handed over.
    const fresh = await codOrder();
    const refused = await admin('POST', buildApiPath(ADMIN_API_PATHS.orderShipment, { id: fresh.orderId }));
    expect(refused.statusCode).toBe(409);
  });

  it("cancels the carrier's booking when staff cancel a packed order, and books no cancelled order later", async () => {
    const booked = await codOrder();
    await packed(booked);
    const providerOrderId = (await shipmentOf(booked.orderId))?.providerOrderId as string;
    expect((await move(booked.orderId, { status: 'cancelled' })).statusCode).toBe(200);
    expect(fake.cancelled).toContain(providerOrderId);
    expect((await adminOrder(booked.orderId)).shipment).toMatchObject({
      status: 'cancelled',
      lastError: null,
    });

    const waiting = await codOrder();
    fake.setMode('down');
    try {
      await packed(waiting);
    } finally {
      fake.setMode('up');
    }
    expect((await move(waiting.orderId, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await shipmentOf(waiting.orderId))?.status).toBe('cancelled');
    clock.advance(3_600_000);
    await app.shipments.retryDue();
    expect(fake.orders.has(`billing:${waiting.orderId}`)).toBe(false);
  });

  it('refuses a tracking update without the right token (401) and changes nothing', async () => {
    const order = await codOrder();
    const awb = (await packed(order)).shipment?.awb as string;
    for (const token of [null, 'wrong-token', `${SHIPROCKET_WEBHOOK_TOKEN}x`, '']) {
      const refused = await track(awb, 'DELIVERED', token);
      expect(refused.status).toBe(401);
    }
    expect((await adminOrder(order.orderId)).status).toBe('packed');
    expect(await db.select().from(shipmentTrackingEvents).where(eq(shipmentTrackingEvents.awb, awb))).toEqual(
      [],
    );
  });

  it('acknowledges an AWB it did not book (2xx) and moves nothing', async () => {
    const unknown = await track('NOT-OURS-123', 'DELIVERED');
    expect(unknown.status).toBe(200);
    const noAwb = await fake.sendWebhook(webhookUrl, { current_status: 'DELIVERED' });
    expect(noAwb.status).toBe(400);
  });

  it('moves the order as the carrier reports it, each step once however often it is repeated', async () => {
    const order = await codOrder();
    const awb = (await packed(order)).shipment?.awb as string;

    for (let time = 0; time < 2; time += 1) expect((await track(awb, 'PICKED UP')).status).toBe(200);
    expect((await adminOrder(order.orderId)).status).toBe('shipped');
    expect(await eventsOf(order.orderId, 'order_shipped')).toHaveLength(1);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order.orderId))).toHaveLength(1);
    expect((await track(awb, 'IN TRANSIT')).status).toBe(200);
    expect(await eventsOf(order.orderId, 'order_shipped')).toHaveLength(1);

    for (let time = 0; time < 2; time += 1) expect((await track(awb, 'OUT FOR DELIVERY')).status).toBe(200);
    expect((await adminOrder(order.orderId)).status).toBe('out_for_delivery');
    expect(await eventsOf(order.orderId, 'order_out_for_delivery')).toHaveLength(1);
    // The back office's status filter finds it.
    const listed = await admin('GET', `${ADMIN_API_PATHS.orders}?status=out_for_delivery`);
    expect(listed.json().data.map((row: { _id: string }) => row._id)).toContain(order.orderId);

    // Repeated at once, as a carrier's retry can race its first delivery.
    const delivered = await Promise.all([track(awb, 'DELIVERED'), track(awb, 'DELIVERED')]);
    expect(delivered.map((response) => response.status)).toEqual([200, 200]);
    const done = await adminOrder(order.orderId);
    expect(done).toMatchObject({ status: 'delivered', isDelivered: true, paymentStatus: 'paid' });
    expect(await eventsOf(order.orderId, 'order_delivered')).toHaveLength(1);
    // The AWB is recorded the moment the pack commits (the same instant on this test's clock), then each scan.
    const labels = done.timeline.map((entry) => entry.label);
    expect(labels.slice(0, 2)).toEqual(['Placed', 'Confirmed']);
    expect(labels.slice(2, 4).sort()).toEqual(['Packed', 'Tracking number added']);
    expect(labels.slice(4)).toEqual(['Shipped', 'Out for delivery', 'Delivered']);
    expect(done.timeline.slice(4).every((entry) => entry.actor === null)).toBe(true);
    const [mine] = await ordersOf(app, order.shopper);
    expect(mine).toMatchObject({ fulfilment: 'delivered', isDelivered: true, cancellable: false });
  });

  it('delivers a parcel whose pick-up scan never came: shipped first (its invoice), then delivered', async () => {
    const order = await codOrder();
    const awb = (await packed(order)).shipment?.awb as string;
    expect((await track(awb, 'DELIVERED')).status).toBe(200);
    expect((await adminOrder(order.orderId)).status).toBe('delivered');
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order.orderId))).toHaveLength(1);
    expect(await eventsOf(order.orderId, 'order_shipped')).toHaveLength(1);
  });

  it('cancels a COD parcel returned to origin: stock back once, a credit note, no refund, the shopper told', async () => {
    const before = await stockOf(db, dress.id);
    const order = await codOrder(2);
    const awb = (await packed(order)).shipment?.awb as string;
    expect((await track(awb, 'PICKED UP')).status).toBe(200);
    expect(await stockOf(db, dress.id)).toBe((before as number) - 2);
    // On its way back: staff decide, nothing moves yet.
    expect((await track(awb, 'RTO INITIATED')).status).toBe(200);
    expect((await adminOrder(order.orderId)).status).toBe('shipped');

    for (let time = 0; time < 2; time += 1) expect((await track(awb, 'RTO DELIVERED')).status).toBe(200);
    const cancelled = await adminOrder(order.orderId);
    expect(cancelled).toMatchObject({ status: 'cancelled', isCancelled: true, refundDue: false });
    expect(cancelled.creditNotes).toHaveLength(1);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.cancelReason).toBe('returned_to_origin');
    expect(await stockOf(db, dress.id)).toBe(before);
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.reason, 'cancelled'));
    expect(notes.filter((note) => note.id === cancelled.creditNotes?.[0]?._id)).toHaveLength(1);
    expect(await eventsOf(order.orderId, 'order_cancelled')).toHaveLength(1);
  });

  it('lets staff mark a prepaid parcel returned to origin: refund flagged, credit note, audited; never the shopper', async () => {
    const before = await stockOf(db, dress.id);
    const order = await prepaidOrder();
    await packed(order);
    const rto = buildApiPath(ADMIN_API_PATHS.orderReturnToOrigin, { id: order.orderId });
    // Not before it ships.
    expect((await admin('POST', rto, {})).statusCode).toBe(409);
    expect((await move(order.orderId, { status: 'shipped' })).statusCode).toBe(200);
    expect((await adminOrder(order.orderId)).returnToOriginAllowed).toBe(true);

    const shopperCancel = await app.inject({
      method: 'PUT',
      url: buildApiPath(API_PATHS.cancelOrder, { id: order.orderId }),
      headers: { cookie: order.shopper.cookie },
      payload: {},
    });
    expect(shopperCancel.statusCode).toBe(409);
    // Staff's plain cancel of a shipped parcel stays refused: only "returned to origin" cancels it.
    expect((await move(order.orderId, { status: 'cancelled' })).statusCode).toBe(409);

    clock.advance(1000);
    const marked = await admin('POST', rto, { note: 'Refused at the door' });
    expect(marked.statusCode, marked.body).toBe(200);
    const data = AdminOrderResponse.parse(marked.json()).data;
    expect(data).toMatchObject({ status: 'cancelled', refundDue: true, paymentStatus: 'paid' });
    expect(data.creditNotes).toHaveLength(1);
    expect(data.timeline.at(-1)).toMatchObject({ label: 'Cancelled', note: 'Refused at the door' });
    expect(await stockOf(db, dress.id)).toBe(before);
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, order.orderId),
          sql`${auditLog.after}->>'cancelReason' = 'returned_to_origin'`,
        ),
      );
    expect(audited?.actorId).toBe(staff.id);

    // A second time is refused and gives nothing back twice.
    expect((await admin('POST', rto, {})).statusCode).toBe(409);
    expect(await stockOf(db, dress.id)).toBe(before);
    expect(await eventsOf(order.orderId, 'order_cancelled')).toHaveLength(1);
  });
});

describe('shipments by hand (SHIPPING_PROVIDER=manual)', async () => {
  const { app, db, config } = await useTestApp({ deps: { eventsWorker: false } });
  let staff: TestShopper;
  let dressId: string;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    dressId = (await insertProduct(db, { stockCount: 10 })).id;
  });

  const move = (orderId: string, body: object) =>
    app.inject({
      method: 'PATCH',
      url: buildApiPath(ADMIN_API_PATHS.order, { id: orderId }),
      headers: { cookie: staff.cookie },
      payload: body,
    });

  it('books nothing on Packed; staff ship with carrier and tracking, then out for delivery and delivered', async () => {
    const shopper = await signInShopper(db, config);
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: dressId, size: 'M', quantity: 1 }]),
    });
    const orderId = CreateOrderResponse.parse(placed.json()).data._id;
    for (const status of ['confirmed', 'packed'])
      expect((await move(orderId, { status })).statusCode).toBe(200);
    expect(await db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
    const retry = await app.inject({
      method: 'POST',
      url: buildApiPath(ADMIN_API_PATHS.orderShipment, { id: orderId }),
      headers: { cookie: staff.cookie },
    });
    expect(retry.statusCode).toBe(409);
    const webhook = await app.inject({
      method: 'POST',
      url: API_PATHS.shiprocketWebhook,
      headers: { 'x-api-key': 'anything-at-all-here' },
      payload: { awb: 'X', current_status: 'DELIVERED' },
    });
    expect(webhook.statusCode).toBe(401);

    const shipped = await move(orderId, { status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL123' });
    expect(AdminOrderResponse.parse(shipped.json()).data.allowedMoves).toEqual([
      'out_for_delivery',
      'delivered',
    ]);
    const [mine] = await ordersOf(app, shopper);
    expect(mine?.trackingUrl).toBe('https://www.delhivery.com/track-v2/package/DL123');
    expect((await move(orderId, { status: 'out_for_delivery' })).statusCode).toBe(200);
    const delivered = await move(orderId, { status: 'delivered' });
    expect(AdminOrderResponse.parse(delivered.json()).data).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
    });
    const told = await db
      .select({ type: events.type })
      .from(events)
      .where(sql`${events.payload}->>'orderId' = ${orderId}`);
    expect(told.map((event) => event.type)).toEqual(
      expect.arrayContaining(['order_shipped', 'order_out_for_delivery', 'order_delivered']),
    );
  });
});

describe('the carrier webhook and the rate limit', async () => {
  const { app } = await useTestApp({
    env: { ...shiprocketEnv(fake.base), RATE_LIMIT_MAX: '3' },
    deps: { eventsWorker: false },
  });

  it("never drops the carrier's calls as 429, while other calls from the same address are limited", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 6; call += 1) {
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.shiprocketWebhook,
        headers: { 'x-api-key': SHIPROCKET_WEBHOOK_TOKEN },
        payload: fake.trackingUpdate(`UNKNOWN-${call}`, 'IN TRANSIT'),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const others: number[] = [];
    for (let call = 0; call < 5; call += 1)
      others.push((await app.inject({ method: 'GET', url: API_PATHS.categories })).statusCode);
    expect(others).toContain(429);
  });
});
