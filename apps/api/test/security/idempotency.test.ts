/**
 * Case 9 of issue 12: a retried checkout is not a second order. POST /api/product-orders and
 * POST /api/payment/create-razorpay-order accept an Idempotency-Key: the same key from the same shopper
 * within 24 h answers the first answer, a different body is a 409, and concurrent duplicates place one order.
 */
import { randomUUID } from 'node:crypto';
import { API_MESSAGES, API_PATHS, IDEMPOTENCY_KEY_HEADER } from '@zari/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts } from '../../src/db/schema/index.js';
import { fakeClock, useTestApp } from '../helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from '../helpers/order-fixtures.js';
import { signInShopper, type TestShopper } from '../helpers/session.js';

describe('case 9: idempotent order placement', async () => {
  const clock = fakeClock();
  const { app, db, config, database } = await useTestApp({ clock });
  let asha: TestShopper;
  let ravi: TestShopper;
  let dressId: string;

  beforeAll(async () => {
    await insertPincodes(db);
    asha = await signInShopper(db, config);
    ravi = await signInShopper(db, config);
    dressId = (await insertProduct(db, { stockCount: 100 })).id;
  });

  const placeOrder = (shopper: TestShopper, key: string | undefined, quantity = 1) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
      payload: orderPayload(shopper.id, [{ product: dressId, size: 'M', quantity }]),
    });
  const ordersOf = async (shopper: TestShopper) =>
    (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id))).length;

  it('answers a retry with the same key with the first answer and places one order', async () => {
    const key = randomUUID();
    const before = await ordersOf(asha);
    const first = await placeOrder(asha, key);
    const retry = await placeOrder(asha, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(asha)).toBe(before + 1);
  });

  it('refuses the same key with a different body with 409', async () => {
    const key = randomUUID();
    expect((await placeOrder(asha, key, 1)).statusCode).toBe(200);
    const reused = await placeOrder(asha, key, 2);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ success: false, message: API_MESSAGES.idempotencyKeyReused });
  });

  it("keeps one shopper's key apart from another's", async () => {
    const key = randomUUID();
    const mine = await placeOrder(asha, key);
    const theirs = await placeOrder(ravi, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data._id).not.toBe(mine.json().data._id);
  });

  it.skipIf(database.source === 'pglite')('places one order for concurrent duplicates', async () => {
    const key = randomUUID();
    const before = await ordersOf(asha);
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeOrder(asha, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data._id)).size).toBe(1);
    expect(await ordersOf(asha)).toBe(before + 1);
  });

  it('releases the key of a refused request, so a corrected retry is placed', async () => {
    const key = randomUUID();
    const refused = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: asha.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
      payload: orderPayload(asha.id, [{ product: randomUUID(), size: 'M', quantity: 1 }]),
    });
    expect(refused.statusCode).toBe(400);
    const corrected = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: asha.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
      payload: orderPayload(asha.id, [{ product: dressId, size: 'M', quantity: 1 }]),
    });
    expect(corrected.statusCode).toBe(200);
  });

  it('places a new order for a key older than 24 hours', async () => {
    const key = randomUUID();
    const first = await placeOrder(asha, key);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const later = await placeOrder(asha, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().data._id).not.toBe(first.json().data._id);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await placeOrder(asha, 'x'.repeat(300));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.idempotencyKeyInvalid });
  });

  it('answers a retried payment order with the first provider order, and records one attempt', async () => {
    const key = randomUUID();
    const create = () =>
      app.inject({
        method: 'POST',
        url: API_PATHS.createPaymentOrder,
        headers: { cookie: ravi.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { amount: 199_900 },
      });
    const attemptsBefore = (
      await db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, ravi.id))
    ).length;
    const answers = await Promise.all([create(), create()]);
    const retry = await create();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(retry.json()).toEqual(answers[0]?.json());
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    const attemptsAfter = (await db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, ravi.id)))
      .length;
    expect(attemptsAfter).toBe(attemptsBefore + 1);
  });
});
