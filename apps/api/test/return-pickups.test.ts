/**
 * Returns' reverse pick-up with the carrier (issue 33) through HTTP on Postgres with Shiprocket's local fake:
 * with SHIPPING_PROVIDER=shiprocket, approving a return books the pick-up once after the approval committed
 * (AWB stored); an outage keeps the approval, shows the failure, and staff's "Book pick-up" books it once;
 * the tracking webhook moves the return to picked up then received through staff's own steps (events,
 * audit without an actor), once each however often the carrier repeats itself. With `manual` nothing is booked.
 */
import type { AddressInfo } from 'node:net';
import { ADMIN_API_PATHS, API_PATHS, buildApiPath, RETURN_ADMIN_TEXT } from '@zari/contract';
import { AdminReturnResponse, CreateOrderResponse, CreateReturnResponse } from '@zari/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, orderLines, returnEvents, returns } from '../src/db/schema/index.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { type FakeShiprocket, shiprocketEnv, startFakeShiprocket } from './helpers/fake-shiprocket.js';
import { insertPincodes, insertProduct, orderPayload, shippingAddress } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const RETURN_ORDER = '/v1/external/orders/create/return';
const ASSIGN_AWB = '/v1/external/courier/assign/awb';

const fake: FakeShiprocket = await startFakeShiprocket();
afterAll(() => fake.close());

describe('return pick-ups with the carrier', async () => {
  const clock = fakeClock(new Date('2026-11-20T15:00:00+05:30'));
  // The manual app makes delivered orders (staff ship by hand) and is the `manual` provider's case.
  const manual = await useTestApp({ clock, deps: { eventsWorker: false } });
  const { db, config, database } = manual;
  const carrier = await useTestApp({
    clock,
    database,
    env: shiprocketEnv(fake.base),
    deps: { eventsWorker: false },
  });
  let staff: TestShopper;
  let dress: Awaited<ReturnType<typeof insertProduct>>;
  let webhookUrl: string;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    dress = await insertProduct(db, { stockCount: 50 });
    await carrier.app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `http://127.0.0.1:${(carrier.app.server.address() as AddressInfo).port}${API_PATHS.shiprocketWebhook}`;
  });

  const patchReturn = (app: typeof manual.app, returnId: string, body: object) => {
    clock.advance(1000);
    return app.inject({
      method: 'PATCH',
      url: buildApiPath(ADMIN_API_PATHS.return, { id: returnId }),
      headers: { cookie: staff.cookie },
      payload: body,
    });
  };

  /** A delivered COD order of 2 dresses, and the shopper's return of one. */
  async function requestedReturn() {
    const shopper = await signInShopper(db, config);
    const placed = await manual.app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: dress.id, size: 'M', quantity: 2 }]),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = CreateOrderResponse.parse(placed.json()).data._id;
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered']) {
      clock.advance(1000);
      const moved = await manual.app.inject({
        method: 'PATCH',
        url: buildApiPath(ADMIN_API_PATHS.order, { id: orderId }),
        headers: { cookie: staff.cookie },
        payload: { status, ...(status === 'shipped' && { trackingNumber: 'AWB1', carrier: 'Delhivery' }) },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const asked = await manual.app.inject({
      method: 'POST',
      url: buildApiPath(API_PATHS.orderReturns, { id: orderId }),
      headers: { cookie: shopper.cookie },
      payload: {
        lines: [{ lineId: line?.id, quantity: 1, reason: 'too_small' }],
        refund: { method: 'upi', upiId: 'asha.verma@okaxis' },
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    return CreateReturnResponse.parse(asked.json()).data._id;
  }

  const approve = (app: typeof manual.app, returnId: string) =>
    patchReturn(app, returnId, { action: 'approve', pickupDate: '2026-11-21' });
  const rowOf = async (returnId: string) =>
    (await db.select().from(returns).where(eq(returns.id, returnId)))[0];
  const returnOrdersFor = (returnId: string) =>
    fake.callsTo(RETURN_ORDER).filter((call) => (call.body as { order_id?: string }).order_id === returnId);
  const tracking = (awb: string, status: string) =>
    fake.sendWebhook(webhookUrl, fake.trackingUpdate(awb, status, { is_return: 1 }));
  const eventsOf = (returnId: string, type: string) =>
    db
      .select()
      .from(events)
      .where(and(eq(events.type, type as never), sql`${events.payload}->>'returnId' = ${returnId}`));

  it('books the reverse pick-up once on approval, from the shopper to the store, and shows its AWB', async () => {
    const returnId = await requestedReturn();
    const approved = await approve(carrier.app, returnId);
    expect(approved.statusCode, approved.body).toBe(200);
    const data = AdminReturnResponse.parse(approved.json()).data;
    expect(data.state).toBe('approved');
    expect(data.pickupBooking).toMatchObject({ provider: 'shiprocket', status: 'booked', failure: null });
    expect(data.pickupBooking?.awb).toMatch(/^SR/);
    expect(data.pickupBooking?.courier).toBe('Delhivery Surface');

    const [created] = returnOrdersFor(returnId);
    expect(returnOrdersFor(returnId)).toHaveLength(1);
    const body = created?.body as Record<string, unknown>;
    expect(body.pickup_pincode).toBe(shippingAddress().postalCode);
    expect(body.shipping_pincode).toBeTruthy();
    expect((body.order_items as unknown[]).length).toBe(1);
    const assigned = fake
      .callsTo(ASSIGN_AWB)
      .filter((call) => (call.body as { is_return?: number }).is_return === 1);
    expect(assigned.length).toBeGreaterThanOrEqual(1);

    const row = await rowOf(returnId);
    expect(row).toMatchObject({
      pickupStatus: 'booked',
      pickupAwb: data.pickupBooking?.awb,
      pickupProvider: 'shiprocket',
    });
    expect(row?.pickupProviderOrderId).toBeTruthy();
    expect(row?.pickupShipmentId).toBeTruthy();

    // Nothing left to book: a retry is refused and books nothing.
    const retry = await patchReturn(carrier.app, returnId, { action: 'book_pickup' });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: RETURN_ADMIN_TEXT.bookPickupRefused,
    });
    expect(returnOrdersFor(returnId)).toHaveLength(1);
  });

  it('keeps the approval through a carrier outage, shows the failure, and the retry books it once (audited)', async () => {
    const returnId = await requestedReturn();
    fake.setMode('down');
    const approved = await approve(carrier.app, returnId);
    fake.setMode('up');
    expect(approved.statusCode, approved.body).toBe(200);
    const data = AdminReturnResponse.parse(approved.json()).data;
    expect(data.state).toBe('approved');
    expect(data.pickupBooking?.status).toBe('failed');
    expect(data.pickupBooking?.failure).toBeTruthy();
    expect(data.pickupBooking?.awb).toBeNull();
    expect(await eventsOf(returnId, 'return_pickup_scheduled')).toHaveLength(1);
    // The carrier was asked (and was down): it holds no return order.
    expect(fake.orders.has(`pickup:${returnId}`)).toBe(false);
    const tried = returnOrdersFor(returnId).length;

    const retried = await patchReturn(carrier.app, returnId, { action: 'book_pickup' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe(RETURN_ADMIN_TEXT.pickupBooked);
    const after = AdminReturnResponse.parse(retried.json()).data;
    expect(after.pickupBooking).toMatchObject({ status: 'booked', failure: null });
    expect(returnOrdersFor(returnId)).toHaveLength(tried + 1);
    expect(fake.orders.has(`pickup:${returnId}`)).toBe(true);

    const again = await patchReturn(carrier.app, returnId, { action: 'book_pickup' });
    expect(again.statusCode).toBe(409);
    expect(returnOrdersFor(returnId)).toHaveLength(tried + 1);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, returnId), eq(auditLog.action, 'return.book_pickup')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(staff.id);
  });

  it('keeps the carrier order when only the AWB failed: the retry assigns it without a second return order', async () => {
    const returnId = await requestedReturn();
    fake.refuseAwbWith('No courier serviceable for this pincode');
    const approved = await approve(carrier.app, returnId);
    fake.refuseAwbWith(undefined);
    const data = AdminReturnResponse.parse(approved.json()).data;
    expect(data.pickupBooking).toMatchObject({
      status: 'failed',
      failure: 'No courier serviceable for this pincode',
    });
    expect((await rowOf(returnId))?.pickupShipmentId).toBeTruthy();
    expect(returnOrdersFor(returnId)).toHaveLength(1);

    const retried = await patchReturn(carrier.app, returnId, { action: 'book_pickup' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(AdminReturnResponse.parse(retried.json()).data.pickupBooking?.status).toBe('booked');
    expect(returnOrdersFor(returnId)).toHaveLength(1);
  });

  it("cancels the carrier's return order when staff reject an approved return before the pick-up", async () => {
    const returnId = await requestedReturn();
    await approve(carrier.app, returnId);
    const providerOrderId = (await rowOf(returnId))?.pickupProviderOrderId as string;
    expect(fake.cancelled).not.toContain(providerOrderId);
    const rejected = await patchReturn(carrier.app, returnId, {
      action: 'reject',
      reason: 'Worn and washed',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(AdminReturnResponse.parse(rejected.json()).data.state).toBe('rejected');
    expect(fake.cancelled.filter((id) => id === providerOrderId)).toHaveLength(1);
  });

  it('moves the return to picked up then received on the carrier webhook, once each however often it is sent', async () => {
    const returnId = await requestedReturn();
    await approve(carrier.app, returnId);
    const awb = (await rowOf(returnId))?.pickupAwb as string;
    expect(awb).toBeTruthy();

    for (let i = 0; i < 2; i += 1) {
      clock.advance(1000);
      expect((await tracking(awb, 'PICKED UP')).status).toBe(200);
    }
    expect((await rowOf(returnId))?.state).toBe('picked_up');
    clock.advance(1000);
    expect((await tracking(awb, 'IN TRANSIT')).status).toBe(200);
    expect((await rowOf(returnId))?.state).toBe('picked_up');
    for (let i = 0; i < 2; i += 1) {
      clock.advance(1000);
      expect((await tracking(awb, 'DELIVERED')).status).toBe(200);
    }
    expect((await rowOf(returnId))?.state).toBe('received');

    const steps = await db.select().from(returnEvents).where(eq(returnEvents.returnId, returnId));
    expect(steps.filter((step) => step.state === 'picked_up')).toHaveLength(1);
    expect(steps.filter((step) => step.state === 'received')).toHaveLength(1);
    expect(steps.find((step) => step.state === 'received')?.actorId).toBeNull();
    expect(await eventsOf(returnId, 'return_picked_up')).toHaveLength(1);
    expect(await eventsOf(returnId, 'return_received')).toHaveLength(1);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, returnId));
    const system = audits.filter((entry) => ['return.picked_up', 'return.received'].includes(entry.action));
    expect(system).toHaveLength(2);
    expect(system.every((entry) => entry.actorId === null)).toBe(true);

    // An AWB nobody booked is still acknowledged.
    expect((await tracking('NOSUCHAWB1', 'DELIVERED')).status).toBe(200);
  });

  it('goes straight from approved to received when the carrier only reports the delivery', async () => {
    const returnId = await requestedReturn();
    await approve(carrier.app, returnId);
    const awb = (await rowOf(returnId))?.pickupAwb as string;
    expect((await tracking(awb, 'DELIVERED')).status).toBe(200);
    const steps = await db.select().from(returnEvents).where(eq(returnEvents.returnId, returnId));
    expect(steps.map((step) => step.state)).toEqual(['requested', 'approved', 'picked_up', 'received']);
  });

  it('books nothing with the manual provider: staff schedule the pick-up by hand as before', async () => {
    const returnId = await requestedReturn();
    const calls = fake.calls.length;
    const approved = await approve(manual.app, returnId);
    expect(approved.statusCode, approved.body).toBe(200);
    const data = AdminReturnResponse.parse(approved.json()).data;
    expect(data.state).toBe('approved');
    expect(data.pickupBooking).toBeNull();
    expect(fake.calls.length).toBe(calls);
    expect(await rowOf(returnId)).toMatchObject({ pickupStatus: null, pickupAwb: null });
    const retry = await patchReturn(manual.app, returnId, { action: 'book_pickup' });
    expect(retry.statusCode).toBe(409);
  });
});
