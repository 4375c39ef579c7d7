/**
 * The shopper's order detail (issue 32), through HTTP on Postgres: `GET /api/product-orders/{id}` answers the
 * owner their order with a timeline of every step (placed first, then each move with its time, labelled by
 * the contract's keys, without staff, notes or tracking-only entries); another shopper's order and an unknown
 * id are the same 404; no session is 401.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_API_PATHS, API_MESSAGES, API_PATHS, buildApiPath, ORDER_DETAIL_TEXT } from '@zari/contract';
import { CreateOrderResponse, ShopperOrderResponse } from '@zari/contract/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeClock, useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('the shopper’s order detail', async () => {
  const clock = fakeClock();
  const { app, db, config } = await useTestApp({ clock });
  let staff: TestShopper;
  let owner: TestShopper;
  let orderId: string;

  const detail = (id: string, who?: TestShopper) =>
    app.inject({
      method: 'GET',
      url: buildApiPath(API_PATHS.order, { id }),
      ...(who ? { headers: { cookie: who.cookie } } : {}),
    });
  const move = async (body: Record<string, unknown>) => {
    clock.advance(60 * 60 * 1000);
    const response = await app.inject({
      method: 'PATCH',
      url: buildApiPath(ADMIN_API_PATHS.order, { id: orderId }),
      headers: { cookie: staff.cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    owner = await signInShopper(db, config);
    const dress = await insertProduct(db, { title: 'Anarkali Dress', stockCount: 10 });
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: owner.cookie },
      payload: orderPayload(owner.id, [{ product: dress.id, size: 'M', quantity: 2 }]),
    });
    expect(placed.statusCode).toBe(200);
    orderId = CreateOrderResponse.parse(placed.json()).data._id;
  });

  it('answers the owner a placed order with one step, placed, at its creation time', async () => {
    const response = await detail(orderId, owner);
    expect(response.statusCode).toBe(200);
    const order = ShopperOrderResponse.parse(response.json()).data;
    expect(order._id).toBe(orderId);
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({ size: 'M', quantity: 2, product: { title: 'Anarkali Dress' } });
    // A cash-on-delivery order waits for its shopper's confirmation first (issue 32).
    expect(order.fulfilment).toBe('awaiting_confirmation');
    expect(order.cancellable).toBe(true);
    expect(order.timeline).toEqual([{ stage: 'placed', label: 'placed', at: order.createdAt }]);
  });

  it('adds each move with its time, in order; a note or a tracking number alone adds no step', async () => {
    await move({ status: 'confirmed' });
    const confirmedAt = clock.now().toISOString();
    await move({ note: 'Customer asked for gift wrap' });
    await move({ status: 'packed' });
    const packedAt = clock.now().toISOString();
    await move({ trackingNumber: 'AWB0001' });
    await move({ status: 'shipped', trackingNumber: 'AWB0002', carrier: 'Delhivery' });
    const shippedAt = clock.now().toISOString();

    const response = await detail(orderId, owner);
    const order = ShopperOrderResponse.parse(response.json()).data;
    expect(order.timeline.map((step) => [step.stage, step.at])).toEqual([
      ['placed', order.createdAt],
      ['confirmed', confirmedAt],
      ['packed', packedAt],
      ['shipped', shippedAt],
    ]);
    // Every label key names a text of the contract's.
    for (const step of order.timeline) expect(ORDER_DETAIL_TEXT.steps[step.label]).toBeTruthy();
    expect(order).toMatchObject({ fulfilment: 'shipped', carrier: 'Delhivery', trackingNumber: 'AWB0002' });
    expect(order.cancellable).toBe(false);
    // Shopper-safe: nothing of staff's reaches the shopper.
    expect(response.body).not.toContain('gift wrap');
    expect(response.body).not.toContain(staff.id);
    expect(response.body).not.toContain('Kiran Staff');
  });

  it('answers another shopper and an unknown id the same 404, and no session 401', async () => {
    const stranger = await signInShopper(db, config);
    const theirs = await detail(orderId, stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.orderNotFound,
    });
    const unknown = await detail(randomUUID(), owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(theirs.json());
    expect((await detail('not-an-id', owner)).statusCode).toBe(400);
    expect((await detail(orderId)).statusCode).toBe(401);
  });
});
