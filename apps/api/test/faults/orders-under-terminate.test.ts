/**
 * Issue 15, failure 1: Postgres drops the API's connections in the middle of a burst of 100 orders
 * (pg_terminate_backend, as in a failover). The process lives, every order it acknowledged is complete, no
 * order is half-written (stock moved by exactly the orders that exist), and it serves again by itself.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { recordFigure, skipReason, status, terminateBackends } from './infra.js';
import { type OrderBurst, startOrderBurst } from './order-burst.js';

const DATABASE = 'zari_faults_orders';
const ORDERS = 100;
const CONCURRENCY = 10;

describe.skipIf(skipReason)('orders while the database drops connections', () => {
  let burst: OrderBurst | undefined;
  afterAll(async () => {
    await burst?.stop();
  });

  it('keeps the process alive and every acknowledged order whole', async () => {
    burst = await startOrderBurst(DATABASE, { stock: 1000, poolMax: 4 });
    const { server, pool, orderOf } = burst;

    const statuses = new Map<number, number>();
    const acknowledged: { orderId: string; productId: string }[] = [];
    let terminated = 0;
    let next = 0;
    const placeOne = async (index: number) => {
      const { shopper, product, body } = orderOf(index);
      const response = await status(`${server.url}/api/product-orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: shopper.cookie },
        body,
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 200) {
        acknowledged.push({ orderId: JSON.parse(response.body).data._id, productId: product.id });
      }
    };
    const worker = async () => {
      while (next < ORDERS) await placeOne(next++);
    };
    const saboteur = async () => {
      // Three waves of terminations while orders are in flight.
      for (const at of [15, 45, 75]) {
        while (next < at) await sleep(5);
        terminated += await terminateBackends(DATABASE);
      }
    };
    await Promise.all([...Array.from({ length: CONCURRENCY }, worker), saboteur()]);

    expect(server.alive(), server.output()).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    const served = [...statuses.keys()];
    expect(
      served.every((code) => code === 200 || code === 503),
      JSON.stringify([...statuses]),
    ).toBe(true);

    // Every acknowledged order is there with its line.
    const stored = await pool.query<{ id: string; lines: number }>(burst.storedOrdersSql);
    const linesById = new Map(stored.rows.map((row) => [row.id, row.lines]));
    for (const { orderId } of acknowledged) expect(linesById.get(orderId), orderId).toBe(1);
    // No half-written order: stock moved by exactly the quantities of the orders that exist.
    const mismatches = await pool.query(burst.stockMismatchesSql, [burst.productIds]);
    expect(mismatches.rowCount).toBe(0);
    expect(stored.rows.every((row) => row.lines === 1)).toBe(true);

    const acknowledgedInBurst = acknowledged.length;
    // It serves again by itself.
    await placeOne(ORDERS);
    expect(acknowledged.length).toBe(acknowledgedInBurst + 1);
    expect((await status(`${server.url}/api/health`)).status).toBe(200);
    expect((await status(`${server.url}/api/ready`)).status).toBe(200);

    recordFigure('terminate backends during 100 orders', 'backends terminated', terminated);
    recordFigure(
      'terminate backends during 100 orders',
      'answers 200 / 503',
      `${statuses.get(200) ?? 0} / ${statuses.get(503) ?? 0}`,
    );
    recordFigure(
      'terminate backends during 100 orders',
      'orders stored / acknowledged',
      `${stored.rowCount} / ${acknowledgedInBurst}`,
    );
    recordFigure('terminate backends during 100 orders', 'stock mismatches', mismatches.rowCount ?? 0);
    recordFigure('terminate backends during 100 orders', 'process alive', server.alive() ? 'yes' : 'NO');
  });
});
