/**
 * Issue 27, finding 2: Postgres drops the API's connections every 150 ms during a burst of 300 orders, each
 * sent with an Idempotency-Key and retried with that key until it is answered, as the storefront does. A
 * connection lost after an order committed (its answer lost on the way) or before must never give a second
 * order on retry: every stored order is one the shopper was finally answered, exactly one per key, and stock
 * moved by exactly the orders that exist.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { recordFigure, skipReason, status, terminateBackends } from './infra.js';
import { type OrderBurst, startOrderBurst } from './order-burst.js';

const DATABASE = 'zari_faults_keyed_orders';
const ORDERS = 300;
/** More than the API's order lanes (4), so cash-on-delivery orders are also placed in shared batches. */
const CONCURRENCY = 12;
const KILL_EVERY_MS = 150;
const STOCK = 1000;
/** A retry after this long without an answer fails the test: every key must be answered in the end. */
const ANSWER_WITHIN_MS = 30_000;
const SCENARIO = 'terminate backends every 150 ms during 300 keyed orders, retried';

describe.skipIf(skipReason)('keyed orders retried while the database drops connections', () => {
  let burst: OrderBurst | undefined;
  afterAll(async () => {
    await burst?.stop();
  });

  it('places each key once: no duplicate, nothing stored that its shopper was not answered', async () => {
    burst = await startOrderBurst(DATABASE, { stock: STOCK, poolMax: 2 });
    const { server, pool, orderOf } = burst;
    const query = async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
      for (;;) {
        try {
          return await pool.query<Row>(text, values);
        } catch {
          await sleep(20);
        }
      }
    };

    const statuses = new Map<string, number>();
    const count = (outcome: string) => statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    const answered = new Map<string, string>();
    /** When the attempt that was answered 200 set out, by key. */
    const answeredAttemptAt = new Map<string, Date>();
    let retries = 0;
    let kills = 0;
    let done = false;
    let next = 0;

    const placeOne = async (index: number) => {
      const { shopper, body } = orderOf(index);
      const key = randomUUID();
      const deadline = performance.now() + ANSWER_WITHIN_MS;
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) retries += 1;
        const setOut = new Date();
        const response = await status(`${server.url}/api/product-orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: shopper.cookie, 'idempotency-key': key },
          body,
        }).catch(() => undefined);
        count(response ? String(response.status) : 'no answer');
        if (response?.status === 200) {
          answered.set(key, JSON.parse(response.body).data._id);
          answeredAttemptAt.set(key, setOut);
          return;
        }
        // 503 (the database went away) and 409 "still being placed" say: the same request again, later.
        expect([503, 409, undefined], response?.body).toContain(response?.status);
        expect(performance.now(), `key ${key} never answered`).toBeLessThan(deadline);
        await sleep(20 + Math.random() * 30);
      }
    };
    const worker = async () => {
      while (next < ORDERS) await placeOne(next++);
    };
    const saboteur = async () => {
      while (!done) {
        await sleep(KILL_EVERY_MS);
        kills += await terminateBackends(DATABASE).catch(() => 0);
      }
    };
    const started = performance.now();
    const killing = saboteur();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    done = true;
    await killing;
    const burstMs = performance.now() - started;

    expect(server.alive(), server.output()).toBe(true);
    expect(kills).toBeGreaterThan(0);
    expect(answered.size).toBe(ORDERS);

    const stored = (await query<{ id: string; lines: number }>(burst.storedOrdersSql)).rows;
    const answeredIds = new Set(answered.values());
    // Every key answered its own order; every stored order was answered to its shopper, once.
    const duplicates = stored.filter((row) => !answeredIds.has(row.id)).length;
    expect(answeredIds.size).toBe(ORDERS);
    expect(duplicates).toBe(0);
    expect(stored).toHaveLength(ORDERS);
    expect(stored.every((row) => row.lines === 1)).toBe(true);
    const keys = (await query<{ keys: number }>('select count(*)::int as keys from idempotency_keys'))
      .rows[0];
    expect(keys?.keys).toBe(ORDERS);
    // Stock moved by exactly the orders that exist.
    const mismatches = await query(burst.stockMismatchesSql, [burst.productIds]);
    expect(mismatches.rowCount).toBe(0);
    expect(burstMs).toBeLessThan(60_000);
    // Orders placed before the attempt that got their answer set out: committed, but their first answer was
    // lost with the connection. The retry answered them instead of placing them again.
    const createdAt = new Map(
      (await query<{ id: string; created_at: Date }>('select id, created_at from orders')).rows.map((row) => [
        row.id,
        row.created_at,
      ]),
    );
    const committedUnheard = [...answered].filter(
      ([key, orderId]) =>
        (createdAt.get(orderId)?.getTime() ?? 0) < (answeredAttemptAt.get(key)?.getTime() ?? 0),
    ).length;

    const outcomes = [...statuses].map(([outcome, times]) => `${outcome}: ${times}`).join(', ');
    recordFigure(SCENARIO, 'backends terminated', kills);
    recordFigure(SCENARIO, 'answers', outcomes);
    recordFigure(SCENARIO, 'retries with the same key', retries);
    recordFigure(SCENARIO, 'orders stored / keys answered', `${stored.length} / ${answered.size}`);
    recordFigure(
      SCENARIO,
      'duplicates / acknowledged lost',
      `${duplicates} / ${stored.length - ORDERS + duplicates}`,
    );
    recordFigure(SCENARIO, 'stock mismatches', mismatches.rowCount ?? 0);
    recordFigure(SCENARIO, 'orders committed though answered 503, answered on retry', committedUnheard);
    recordFigure(SCENARIO, 'burst', `${Math.round(burstMs)} ms`);
  });
});
