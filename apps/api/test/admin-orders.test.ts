/** The back office moves orders along the lifecycle (issue 14), through HTTP on a real Postgres. */
import { ORDER_STATUS_MOVES, type OrderStatusMove } from '@zari/contract';
import { AdminOrderListResponse, AdminOrderResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, paymentAttempts } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload, ordersOf, stockOf } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('admin orders', async () => {
  const { app, db, config } = await useTestApp();
  let shopper: TestShopper;
  let staff: TestShopper;

  beforeAll(async () => {
    await insertPincodes(db);
    shopper = await signInShopper(db, config, { fullName: 'Asha Verma' });
    staff = await signInStaff(db, config);
  });

  async function placeOrder(quantity = 2, overrides: Record<string, unknown> = {}) {
    const product = await insertProduct(db, { stockCount: 10 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: product.id, size: 'M', quantity }], overrides),
    });
    expect(response.statusCode).toBe(200);
    return { orderId: response.json().data._id as string, productId: product.id };
  }

  const move = (orderId: string, body: Record<string, unknown>, who = staff) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: who.cookie },
      payload: body,
    });

  const shopperView = async (orderId: string) =>
    (await ordersOf(app, shopper)).find((order) => order._id === orderId);

  it('takes a COD order from pending to delivered; delivery marks it paid and the shopper sees it at once', async () => {
    const { orderId } = await placeOrder();
    for (const [status, expected] of [
      ['confirmed', 'confirmed'],
      ['packed', 'packed'],
    ] as const) {
      const response = await move(orderId, { status });
      expect(response.statusCode).toBe(200);
      expect(AdminOrderResponse.parse(response.json()).data.status).toBe(expected);
    }
    const shipped = AdminOrderResponse.parse(
      (
        await move(orderId, { status: 'shipped', trackingNumber: 'DTDC123456', note: 'Handed to courier' })
      ).json(),
    ).data;
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNumber: 'DTDC123456',
      allowedMoves: ['out_for_delivery', 'delivered'],
    });
    expect(await shopperView(orderId)).toMatchObject({ isDelivered: false, paymentStatus: 'pending' });

    // A shipped COD order is unpaid, yet no longer the shopper's to cancel.
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/product-orders/${orderId}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(cancel.statusCode).toBe(409);

    const delivered = AdminOrderResponse.parse((await move(orderId, { status: 'delivered' })).json()).data;
    expect(delivered).toMatchObject({
      status: 'delivered',
      isDelivered: true,
      paymentStatus: 'paid',
      allowedMoves: [],
    });
    // The placement opens the timeline (issue 32), as it was then: a COD order, awaiting its confirmation.
    expect(delivered.timeline.map((entry) => entry.status)).toEqual([
      'awaiting_confirmation',
      'confirmed',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(delivered.timeline[3]).toMatchObject({
      note: 'Handed to courier',
      trackingNumber: 'DTDC123456',
      actor: { _id: staff.id, fullName: 'Kiran Staff' },
    });
    expect(await shopperView(orderId)).toMatchObject({
      isDelivered: true,
      paymentStatus: 'paid',
      status: 'delivered',
    });
  });

  it('allows exactly the lifecycle moves from every state and refuses the rest with 409', async () => {
    const path: OrderStatusMove[] = ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'];
    // One order brought to each state along the way: every move but the allowed ones is refused there.
    // Shipped may skip "out for delivery" (a courier that sends none, issue 32).
    for (let reached = 0; reached <= path.length; reached += 1) {
      const { orderId } = await placeOrder(1);
      for (const step of path.slice(0, reached))
        expect((await move(orderId, { status: step })).statusCode).toBe(200);
      const allowed = [
        path[reached],
        ...(reached < 3 ? ['cancelled'] : []),
        ...(reached === 3 ? ['delivered'] : []),
      ];
      for (const attempt of ORDER_STATUS_MOVES.filter((status) => !allowed.includes(status))) {
        const response = await move(orderId, { status: attempt });
        expect(response.statusCode, `${path[reached - 1] ?? 'awaiting_confirmation'} → ${attempt}`).toBe(409);
        expect(response.json().message).toContain('cannot be marked');
      }
      if (reached < 3) expect((await move(orderId, { status: 'cancelled' })).statusCode).toBe(200);
    }
  });

  it('cancels before shipping: stock back exactly once, no refund for an unpaid order', async () => {
    const { orderId, productId } = await placeOrder(3);
    expect(await stockOf(db, productId)).toBe(7);
    expect((await move(orderId, { status: 'confirmed' })).statusCode).toBe(200);
    const cancelled = AdminOrderResponse.parse((await move(orderId, { status: 'cancelled' })).json()).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', isCancelled: true, refundDue: false });
    expect(await stockOf(db, productId)).toBe(10);
    expect((await move(orderId, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stockOf(db, productId)).toBe(10);
  });

  it('flags a refund when a paid order is cancelled', async () => {
    const { orderId, productId } = await placeOrder(1);
    // Paid as the payment flow marks it (the online flow itself is covered by the payment tests).
    const [attempt] = await db
      .insert(paymentAttempts)
      .values({
        userId: shopper.id,
        gateway: 'simulated',
        providerOrderId: `order_${orderId.slice(0, 8)}`,
        amountPaise: 199_900,
        currency: 'INR',
        status: 'paid',
      })
      .returning();
    await db
      .update(orders)
      .set({ paymentStatus: 'paid', paymentMethod: 'razorpay', paymentAttemptId: attempt?.id })
      .where(eq(orders.id, orderId));

    const cancelled = AdminOrderResponse.parse(
      (await move(orderId, { status: 'cancelled', note: 'Out of stock at warehouse' })).json(),
    ).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', refundDue: true, paymentStatus: 'paid' });
    expect(await stockOf(db, productId)).toBe(10);
    const [flagged] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt?.id ?? ''));
    expect(flagged?.refundReason).toBe('order_cancelled');
    expect(await shopperView(orderId)).toMatchObject({ isCancelled: true, paymentStatus: 'paid' });

    const list = AdminOrderListResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/orders?status=cancelled',
          headers: { cookie: staff.cookie },
        })
      ).json(),
    );
    expect(list.data.find((order) => order._id === orderId)).toMatchObject({ refundDue: true });
  });

  it('searches by order id suffix, phone and name, and filters by status and day', async () => {
    const other = await signInShopper(db, config, { fullName: 'Zoya Khan' });
    const product = await insertProduct(db, { stockCount: 5 });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: other.cookie },
      payload: orderPayload(other.id, [{ product: product.id, size: 'S', quantity: 1 }], {
        shippingAddress: {
          fullName: 'Zoya Khan',
          phone: '9123456780',
          address: '1 Park St',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560025',
        },
      }),
    });
    const orderId: string = placed.json().data._id;
    const search = async (query: string) =>
      AdminOrderListResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/admin/orders?${query}`,
            headers: { cookie: staff.cookie },
          })
        ).json(),
      ).data.map((order) => order._id);

    expect(await search(`q=${orderId.slice(-8).toUpperCase()}`)).toEqual([orderId]);
    expect(await search('q=9123456780')).toEqual([orderId]);
    expect(await search('q=zoya')).toEqual([orderId]);
    // A COD order awaits its shopper's confirmation (issue 32): the back office's filter of that name.
    expect(await search('q=zoya&status=awaiting_confirmation')).toEqual([orderId]);
    expect(await search('q=zoya&status=pending')).toEqual([]);
    expect(await search('q=zoya&status=paid')).toEqual([]);
    expect(await search('q=zoya&from=2000-01-01&to=2000-01-02')).toEqual([]);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(await search(`q=zoya&from=${today}&to=${today}`)).toEqual([orderId]);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/orders?from=yesterday',
          headers: { cookie: staff.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('pages newest first with a cursor', async () => {
    const first = AdminOrderListResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/orders?limit=2',
          headers: { cookie: staff.cookie },
        })
      ).json(),
    );
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = AdminOrderListResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/orders?limit=2&cursor=${first.nextCursor}`,
          headers: { cookie: staff.cookie },
        })
      ).json(),
    );
    expect(second.data.map((order) => order._id)).not.toContain(first.data[0]?._id);
    expect(Date.parse(second.data[0]?.createdAt ?? '')).toBeLessThanOrEqual(
      Date.parse(first.data[1]?.createdAt ?? ''),
    );
  });

  it('records every move in the audit log with before and after', async () => {
    const { orderId } = await placeOrder(1);
    await move(orderId, { status: 'confirmed', note: 'Called the shopper' });
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        action: 'order.status',
        entityType: 'order',
        before: expect.objectContaining({ status: 'awaiting_confirmation' }),
        after: expect.objectContaining({ status: 'confirmed', note: 'Called the shopper' }),
      }),
    ]);
  });

  it('refuses an empty or unknown change with 400 and an unknown order with 404', async () => {
    const { orderId } = await placeOrder(1);
    expect((await move(orderId, {})).statusCode).toBe(400);
    expect((await move(orderId, { status: 'pending' })).statusCode).toBe(400);
    expect((await move(orderId, { status: 'confirmed', price: 1 })).statusCode).toBe(400);
    expect((await move('00000000-0000-4000-8000-000000000000', { status: 'confirmed' })).statusCode).toBe(
      404,
    );
  });
});
