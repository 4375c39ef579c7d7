/**
 * Probe: the statements one COD order sends to Postgres, as the app runs them (each `pg` query is a round
 * trip), and single-order latency. Not part of the bench.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@zari/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp } from '../test/helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from '../test/helpers/order-fixtures.js';
import { signInShopper } from '../test/helpers/session.js';

const log: string[] = [];
let tracing = false;
/** Milliseconds per statement (its first 60 characters), over the timed orders. */
const timings = new Map<string, number[]>();
let timing = false;
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  if (tracing) {
    const first = args[0] as string | { text?: string; name?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? `(${first?.name})`);
    log.push(text.replace(/\s+/g, ' ').slice(0, 110));
  }
  const result = original.apply(this, args);
  if (timing && result instanceof Promise) {
    const first = args[0] as string | { text?: string; name?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? `(${first?.name})`))
      .replace(/\s+/g, ' ')
      .slice(0, 60);
    const started = performance.now();
    result.then(
      () => {
        const list = timings.get(text) ?? [];
        list.push(performance.now() - started);
        timings.set(text, list);
      },
      () => undefined,
    );
  }
  return result;
} as typeof pg.Client.prototype.query;

const { app, database, config, db } = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000000' } });
try {
  await insertPincodes(db);
  const product = await insertProduct(db, { stockCount: 1_000_000 });
  const shopper = await signInShopper(db, config);
  const payload = orderPayload(shopper.id, [
    { product: product.id, productVariant: null, size: 'M', quantity: 1 },
  ]);
  const place = (key = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
      payload,
    });
  for (const label of ['first order', 'second order', 'third order']) {
    log.length = 0;
    tracing = true;
    const response = await place();
    tracing = false;
    console.log(`--- ${label}: ${response.statusCode}, ${log.length} round trips`);
    for (const line of log) console.log(`  ${line}`);
  }
  const key = randomUUID();
  await place(key);
  log.length = 0;
  tracing = true;
  const retry = await place(key);
  tracing = false;
  console.log(`--- retry of a key: ${retry.statusCode}, ${log.length} round trips`);
  for (const line of log) console.log(`  ${line}`);
  const times: number[] = [];
  timing = true;
  for (let i = 0; i < Number(process.env.N ?? 300); i++) {
    const started = performance.now();
    await place();
    times.push(performance.now() - started);
  }
  timing = false;
  times.sort((a, b) => a - b);
  for (const [text, list] of timings) {
    list.sort((a, b) => a - b);
    console.log(`${(list[list.length >> 1] ?? 0).toFixed(3).padStart(8)} ms median, ${list.length}× ${text}`);
  }
  // Whether Postgres plans each prepared statement anew per run (custom) or keeps one plan (generic), on the
  // connection the sequential orders used (the pool hands back the one released last).
  const plans = await db.execute(
    sql`SELECT name, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name`,
  );
  console.log(plans.rows);
  console.log(
    `single order latency: median ${times[times.length >> 1]?.toFixed(2)} ms, p90 ${times[Math.floor(times.length * 0.9)]?.toFixed(2)} ms`,
  );
} finally {
  await app.close();
  await database.drop();
}
