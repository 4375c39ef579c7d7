/**
 * Order updates from the order use cases (issue 32), through HTTP on Postgres: each step the shopper hears
 * of (placed, confirmed, shipped with courier and tracking number, delivered, cancelled) writes one event in
 * the step's own transaction, a placement that rolls back writes none, and the worker's messages reach the
 * dev outbox. Also the shopper's additive order fields, the labelled back-office timeline and bulk shipping.
 */
import { ADMIN_API_PATHS, ADMIN_TEXT, API_PATHS, type NotificationType } from '@zari/contract';
import { AdminOrderResponse, AdminOrdersShipResponse, CreateOrderResponse } from '@zari/contract/schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, events } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload, ordersOf } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('events of an order', async () => {
  const { app, db, config } = await useTestApp({ env: { EVENTS_POLL_MS: '20', NOTIFY_QUIET_HOURS: 'off' } });
  let staff: TestShopper;
  let dress: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    dress = await insertProduct(db, { stockCount: 100 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  async function place(shopper: TestShopper, productId = dress.id) {
    return app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: productId, size: 'M', quantity: 1 }]),
    });
  }

  async function placed(shopper: TestShopper) {
    const response = await place(shopper);
    expect(response.statusCode).toBe(200);
    return CreateOrderResponse.parse(response.json()).data._id;
  }

  const move = (orderId: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'PATCH',
      url: ADMIN_API_PATHS.order.replace(':id', orderId),
      headers: { cookie: staff.cookie },
      payload: body,
    });

  async function moved(orderId: string, body: Record<string, unknown>) {
    const response = await move(orderId, body);
    expect(response.statusCode).toBe(200);
    return AdminOrderResponse.parse(response.json()).data;
  }

  const eventsOf = (userId: string) =>
    db.select().from(events).where(eq(events.userId, userId)).orderBy(asc(events.createdAt), asc(events.id));

  async function sentBodies(eventIds: string[]) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await db.select().from(deliveries).where(inArray(deliveries.eventId, eventIds));
      if (rows.length === eventIds.length && rows.every((row) => row.status === 'sent')) return rows;
      if (Date.now() > deadline)
        throw new Error(`not sent: ${JSON.stringify(rows.map((row) => row.status))}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('writes one event per step the shopper hears of, and the worker sends each to the outbox', async () => {
    const shopper = await signInShopper(db, config);
    const orderId = await placed(shopper);
    await moved(orderId, { status: 'confirmed' });
    await moved(orderId, { status: 'packed' });
    await moved(orderId, { status: 'shipped', trackingNumber: 'AWB123456', carrier: 'Delhivery' });
    await moved(orderId, { status: 'delivered' });

    const rows = await eventsOf(shopper.id);
    // A COD order's placement message is its confirmation request (issue 32), link included.
    expect(rows.map((row) => row.type)).toEqual([
      'cod_confirmation_requested',
      'order_confirmed',
      'order_shipped',
      'order_delivered',
    ] satisfies NotificationType[]);
    expect(rows.every((row) => row.aggregateId === orderId)).toBe(true);
    expect(rows[0]?.payload).toEqual({ orderId, token: expect.any(String), hours: 24 });
    expect(rows[2]?.payload).toEqual({ orderId, carrier: 'Delhivery', trackingNumber: 'AWB123456' });

    await sentBodies(rows.map((row) => row.id));
    const outbox = await app.inject({
      method: 'GET',
      url: API_PATHS.devOutbox,
      query: { phone: shopper.phone },
    });
    const bodies = (outbox.json().data as { body: string }[]).map((entry) => entry.body);
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.stringContaining('please confirm your cash-on-delivery order'),
        expect.stringContaining('is confirmed'),
        expect.stringContaining('has shipped with Delhivery, tracking number AWB123456'),
        expect.stringContaining('is delivered'),
      ]),
    );
  });

  it('writes no event for a placement that rolls back (out of stock)', async () => {
    const shopper = await signInShopper(db, config);
    const soldOut = await insertProduct(db, { stockCount: 0 });
    expect((await place(shopper, soldOut.id)).statusCode).toBe(409);
    expect(await eventsOf(shopper.id)).toEqual([]);
  });

  it('tells the shopper of a cancel, and of a refund when money was taken', async () => {
    const shopper = await signInShopper(db, config);
    const orderId = await placed(shopper);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/product-orders/${orderId}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const rows = await eventsOf(shopper.id);
    expect(rows.map((row) => [row.type, row.payload])).toEqual([
      ['cod_confirmation_requested', expect.objectContaining({ orderId })],
      ['order_cancelled', { orderId }],
    ]);
  });

  it('shows the shopper the fulfilment step, courier, tracking number and whether Cancel works', async () => {
    const shopper = await signInShopper(db, config);
    const orderId = await placed(shopper);
    const orderNow = async () => (await ordersOf(app, shopper)).find((row) => row._id === orderId);
    expect(await orderNow()).toMatchObject({
      fulfilment: 'awaiting_confirmation',
      awaitingConfirmation: true,
      cancellable: true,
      trackingNumber: null,
    });
    await moved(orderId, { status: 'confirmed' });
    await moved(orderId, { status: 'packed' });
    expect(await orderNow()).toMatchObject({ fulfilment: 'packed', cancellable: true });
    await moved(orderId, { status: 'shipped', trackingNumber: 'AWB777', carrier: 'Blue Dart' });
    // SPEC §4's badge still reads "Pending Payment" (COD, unpaid), but the server would refuse a cancel now.
    expect(await orderNow()).toMatchObject({
      fulfilment: 'shipped',
      paymentStatus: 'pending',
      trackingNumber: 'AWB777',
      carrier: 'Blue Dart',
      cancellable: false,
    });
  });

  it('labels every timeline entry: placed first, and a tracking number added on its own', async () => {
    const shopper = await signInShopper(db, config);
    const orderId = await placed(shopper);
    await moved(orderId, { status: 'confirmed' });
    const order = await moved(orderId, { trackingNumber: 'AWB42' });
    const labels = ADMIN_TEXT.orders.timelineLabels;
    expect(order.timeline.map((entry) => entry.label)).toEqual([
      labels.placed,
      labels.confirmed,
      labels.tracking,
    ]);
    expect(order.timeline[0]).toMatchObject({ status: 'awaiting_confirmation', actor: null });
    expect(order.timeline.every((entry) => entry.label)).toBe(true);
  });

  it('ships in bulk, each order with its own tracking number; one refusal stops none', async () => {
    const shopper = await signInShopper(db, config);
    const [first, second, early] = [await placed(shopper), await placed(shopper), await placed(shopper)];
    for (const orderId of [first, second]) {
      await moved(orderId, { status: 'confirmed' });
      await moved(orderId, { status: 'packed' });
    }
    const response = await app.inject({
      method: 'POST',
      url: ADMIN_API_PATHS.ordersShip,
      headers: { cookie: staff.cookie },
      payload: {
        orders: [
          { _id: first, trackingNumber: 'AWB-1', carrier: 'Delhivery' },
          { _id: early, trackingNumber: 'AWB-X' },
          { _id: second, trackingNumber: 'AWB-2' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const results = AdminOrdersShipResponse.parse(response.json()).data;
    expect(results.map((result) => [result._id, result.shipped])).toEqual([
      [first, true],
      [early, false],
      [second, true],
    ]);
    expect(results[1]?.message).toMatch(/shipped/i);
    const list = await ordersOf(app, shopper);
    const byId = new Map(list.map((order) => [order._id, order]));
    expect(byId.get(first)).toMatchObject({
      fulfilment: 'shipped',
      trackingNumber: 'AWB-1',
      carrier: 'Delhivery',
    });
    expect(byId.get(second)).toMatchObject({ fulfilment: 'shipped', trackingNumber: 'AWB-2' });
    expect(byId.get(early)).toMatchObject({ fulfilment: 'awaiting_confirmation', trackingNumber: null });
    // The old body, one order at a time without a tracking number, still ships.
    await moved(early, { status: 'confirmed' });
    await moved(early, { status: 'packed' });
    expect((await moved(early, { status: 'shipped' })).status).toBe('shipped');
    // Staff only.
    const refused = await app.inject({
      method: 'POST',
      url: ADMIN_API_PATHS.ordersShip,
      headers: { cookie: shopper.cookie },
      payload: { orders: [{ _id: first }] },
    });
    expect(refused.statusCode).toBe(403);
  });
});
