/**
 * Issue 15, failure 2: Redis stops under load. Rate limits fall back to counting in the process, browsing and
 * ordering go on with no 5xx, readiness says Redis is degraded (not down), and Redis is used again once back.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import * as schema from '../../src/db/schema/index.js';
import { shippingAddress, stockFirstSizeSql } from '../helpers/order-fixtures.js';
import { signInShopper } from '../helpers/session.js';
import {
  FAULTS_REDIS_PORT,
  freshDatabase,
  type RunningServer,
  recordFigure,
  skipReason,
  startRedis,
  startServer,
  status,
  waitFor,
} from './infra.js';

describe.skipIf(skipReason)('Redis stops under load', () => {
  let server: RunningServer | undefined;
  let redis: ChildProcess | undefined;
  let pool: pg.Pool | undefined;
  afterAll(async () => {
    await server?.stop();
    redis?.kill('SIGKILL');
    await pool?.end();
  });

  it('answers every request without a 5xx and reports Redis degraded', async () => {
    const url = await freshDatabase('zari_faults_redis');
    redis = await startRedis();
    server = await startServer({
      DATABASE_URL: url,
      SEED_DEMO_CATALOG: 'true',
      REDIS_URL: `redis://127.0.0.1:${FAULTS_REDIS_PORT}`,
    });
    const base = server.url;
    await waitFor(
      'Redis in use',
      async () => JSON.parse((await status(`${base}/api/ready`)).body).data.redis === 'up',
      10_000,
    );
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const shopper = await signInShopper(drizzle({ client: pool, schema }) as never, testConfig());
    const [codPincode] = (await pool.query('select pincode from pincodes where cod_available limit 1')).rows;
    const [product] = (await pool.query(stockFirstSizeSql(1, 1000))).rows;

    let phase: 'before' | 'outage' | 'after' = 'before';
    const counts = { requests: 0, serverErrors: 0, orders: 0, slowestOutageMs: 0 };
    let running = true;
    const worker = async (index: number) => {
      for (let call = 0; running; call++) {
        const order = (call + index) % 5 === 0;
        const response = order
          ? await status(`${base}/api/product-orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: shopper.cookie },
              body: JSON.stringify({
                user: shopper.id,
                products: [{ product: product.id, size: product.size, quantity: 1 }],
                shippingAddress: shippingAddress(codPincode.pincode),
                paymentMethod: 'cod',
              }),
            })
          : await status(`${base}/api/products?limit=8`);
        counts.requests += 1;
        if (response.status >= 500) counts.serverErrors += 1;
        if (order && response.status === 200) counts.orders += 1;
        if (phase === 'outage') counts.slowestOutageMs = Math.max(counts.slowestOutageMs, response.ms);
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    await sleep(1500);
    redis.kill('SIGKILL');
    phase = 'outage';
    await sleep(3000);
    const readyDuringOutage = await status(`${base}/api/ready`);
    redis = await startRedis();
    phase = 'after';
    const back = await waitFor(
      'Redis in use again',
      async () => JSON.parse((await status(`${base}/api/ready`)).body).data.redis === 'up',
      15_000,
    );
    await sleep(1000);
    running = false;
    await load;

    expect(server.alive()).toBe(true);
    expect(counts.serverErrors).toBe(0);
    expect(counts.orders).toBeGreaterThan(0);
    expect(readyDuringOutage.status).toBe(200);
    expect(JSON.parse(readyDuringOutage.body).data.redis).toBe('degraded');
    expect(server.output().match(/Redis unreachable/g)?.length ?? 0).toBe(1);

    recordFigure('Redis killed under load', 'requests / 5xx', `${counts.requests} / ${counts.serverErrors}`);
    recordFigure('Redis killed under load', 'orders placed', counts.orders);
    recordFigure(
      'Redis killed under load',
      'slowest answer during outage',
      `${Math.round(counts.slowestOutageMs)} ms`,
    );
    recordFigure(
      'Redis killed under load',
      'readiness during outage',
      `${readyDuringOutage.status}, redis ${JSON.parse(readyDuringOutage.body).data.redis}`,
    );
    recordFigure('Redis killed under load', 'Redis used again after', back ? 'yes' : 'no');
  });
});
