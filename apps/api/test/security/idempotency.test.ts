/**
 * Case 9 of issue 12, and finding 2 of issue 27: a retried checkout is not a second order. POST /api/product-orders and
 * POST /api/payment/create-razorpay-order accept an Idempotency-Key: the same key from the same shopper
 * within 24 h answers the first answer, a different body is a 409, and concurrent duplicates place one order.
 */
import { randomUUID } from 'node:crypto';
import { API_MESSAGES, API_PATHS, IDEMPOTENCY_KEY_HEADER } from '@zari/contract';
import { eq, sql } from 'drizzle-orm';
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
    expect(reused.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.idempotencyKeyReused,
    });
  });

  it.skipIf(database.source === 'pglite')(
    'places one order for concurrent requests sharing a key with different bodies; the others are 409',
    async () => {
      const shopper = await signInShopper(db, config);
      const key = randomUUID();
      const answers = await Promise.all(
        [1, 2, 3, 1, 2, 3].map((quantity) => placeOrder(shopper, key, quantity)),
      );
      const placed = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(placed.length + refused.length).toBe(answers.length);
      expect(new Set(placed.map((answer) => answer.json().data._id)).size).toBe(1);
      for (const answer of refused) {
        expect(answer.json()).toEqual({
          success: false,
          code: expect.any(String),
          message: API_MESSAGES.idempotencyKeyReused,
        });
      }
      expect(await ordersOf(shopper)).toBe(1);
    },
  );

  it.skipIf(database.source === 'pglite')(
    'places one paid-online order for concurrent duplicates naming the same payment',
    async () => {
      const shopper = await signInShopper(db, config);
      const created = await app.inject({
        method: 'POST',
        url: API_PATHS.createPaymentOrder,
        headers: { cookie: shopper.cookie },
        payload: { amount: 199_900 },
      });
      const providerOrderId = created.json().data.id;
      const key = randomUUID();
      const place = () =>
        app.inject({
          method: 'POST',
          url: API_PATHS.createOrder,
          headers: { cookie: shopper.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
          payload: orderPayload(shopper.id, [{ product: dressId, size: 'M', quantity: 1 }], {
            paymentMethod: 'razorpay',
            razorpay_order_id: providerOrderId,
          }),
        });
      const answers = await Promise.all([place(), place(), place()]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers[1]?.json()).toEqual(answers[0]?.json());
      expect(answers[2]?.json()).toEqual(answers[0]?.json());
      expect(await ordersOf(shopper)).toBe(1);
    },
  );

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

  /**
   * Issue 27, finding 2: the connection drops as the key's answer is written (a trigger ends the backend, as
   * a failover or a killed backend would). The order and its answer are one commit: either both are there
   * and the retry answers that order, or neither is and the retry places it. Never a second order.
   */
  describe.skipIf(database.source === 'pglite')('when the answer is lost with its connection', () => {
    const dropConnectionWhenAnswered = async (table: 'idempotency_keys', deferred: boolean) => {
      await database.db.execute(
        sql.raw(`
          CREATE OR REPLACE FUNCTION zari_test_drop_connection() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.key LIKE 'lost-answer-%' AND NEW.response IS NOT NULL THEN
              PERFORM pg_terminate_backend(pg_backend_pid());
            END IF;
            RETURN NEW;
          END $$;
          DROP TRIGGER IF EXISTS zari_test_drop_connection ON ${table};
          CREATE ${deferred ? 'CONSTRAINT' : ''} TRIGGER zari_test_drop_connection
            AFTER INSERT OR UPDATE ON ${table}
            ${deferred ? 'DEFERRABLE INITIALLY DEFERRED' : ''}
            FOR EACH ROW EXECUTE FUNCTION zari_test_drop_connection();`),
      );
    };
    const stopDroppingConnections = () =>
      database.db.execute(sql.raw('DROP TRIGGER IF EXISTS zari_test_drop_connection ON idempotency_keys'));

    for (const deferred of [false, true]) {
      it(`places one order when the connection drops as the answer is ${deferred ? 'committed' : 'saved'}`, async () => {
        const shopper = await signInShopper(db, config);
        const keys = Array.from({ length: 5 }, () => `lost-answer-${randomUUID()}`);
        await dropConnectionWhenAnswered('idempotency_keys', deferred);
        const first = [];
        try {
          for (const key of keys) first.push(await placeOrder(shopper, key));
        } finally {
          await stopDroppingConnections();
        }
        // The shopper was told to retry: nothing said the order was placed.
        expect(first.map((response) => response.statusCode)).toEqual(Array(keys.length).fill(503));
        const retries = [];
        for (const key of keys) retries.push(await placeOrder(shopper, key));
        expect(retries.map((response) => response.statusCode)).toEqual(Array(keys.length).fill(200));
        // And again: the same order each time.
        for (const [index, key] of keys.entries()) {
          expect((await placeOrder(shopper, key)).json()).toEqual(retries[index]?.json());
        }
        expect(await ordersOf(shopper)).toBe(keys.length);
      });
    }

    it('records one payment attempt when the connection drops as its answer is saved', async () => {
      const shopper = await signInShopper(db, config);
      const key = `lost-answer-${randomUUID()}`;
      const create = () =>
        app.inject({
          method: 'POST',
          url: API_PATHS.createPaymentOrder,
          headers: { cookie: shopper.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
          payload: { amount: 199_900 },
        });
      await dropConnectionWhenAnswered('idempotency_keys', false);
      try {
        expect((await create()).statusCode).toBe(503);
      } finally {
        await stopDroppingConnections();
      }
      const retry = await create();
      expect(retry.statusCode).toBe(200);
      expect((await create()).json()).toEqual(retry.json());
      const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, shopper.id));
      expect(attempts.map((attempt) => attempt.providerOrderId)).toEqual([retry.json().data.id]);
    });

    it('answers the order of a first request whose commit the client never heard', async () => {
      // The first request committed; its client lost the answer (a dropped socket) and retries, twice at once.
      const shopper = await signInShopper(db, config);
      const key = randomUUID();
      const first = await placeOrder(shopper, key);
      const retries = await Promise.all([placeOrder(shopper, key), placeOrder(shopper, key)]);
      for (const retry of retries) expect(retry.json()).toEqual(first.json());
      expect(await ordersOf(shopper)).toBe(1);
    });
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
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.idempotencyKeyInvalid,
    });
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
