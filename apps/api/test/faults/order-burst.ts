/**
 * What the two "orders under terminate" tests share: a fresh fault-cluster database with the demo catalogue,
 * the API running on it, a pool of the test's own, five products with `stock` pieces of one size, ten signed-in
 * shoppers taking turns, and the checks that no order is half-written.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { expect } from 'vitest';
import { testConfig } from '../../src/config.js';
import * as schema from '../../src/db/schema/index.js';
import { shippingAddress, stockFirstSizeSql } from '../helpers/order-fixtures.js';
import { signInShopper, type TestShopper } from '../helpers/session.js';
import { freshDatabase, startServer } from './infra.js';

export async function startOrderBurst(database: string, options: { stock: number; poolMax: number }) {
  const url = await freshDatabase(database);
  const server = await startServer({ DATABASE_URL: url, SEED_DEMO_CATALOG: 'true' });
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax });
  // Our own connections are terminated too; the pool replaces them.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema });

  const [codPincode] = (await pool.query('select pincode from pincodes where cod_available limit 1')).rows;
  const products = (await pool.query<{ id: string; size: string }>(stockFirstSizeSql(5, options.stock))).rows;
  expect(products).toHaveLength(5);
  const shoppers: TestShopper[] = [];
  for (let index = 0; index < 10; index++) shoppers.push(await signInShopper(db as never, testConfig()));

  return {
    server,
    pool,
    /** The `index`th order of the burst: its shopper, its product and the cash-on-delivery body for one piece. */
    orderOf(index: number) {
      const shopper = shoppers[index % shoppers.length] as TestShopper;
      const product = products[index % products.length] as { id: string; size: string };
      const body = JSON.stringify({
        user: shopper.id,
        products: [{ product: product.id, size: product.size, quantity: 1 }],
        shippingAddress: shippingAddress(codPincode.pincode),
        paymentMethod: 'cod',
      });
      return { shopper, product, body };
    },
    /** Every stored order with its count of lines. */
    storedOrdersSql:
      'select o.id, count(l.id)::int as lines from orders o left join order_lines l on l.order_id = o.id group by o.id',
    /** The burst's products (`$1`, their ids) whose stock did not move by exactly the orders that exist. */
    stockMismatchesSql: `select p.id from products p
        where p.id = any($1::uuid[])
          and p.stock_count <> ${options.stock} - coalesce((select sum(l.quantity) from order_lines l where l.product_id = p.id), 0)`,
    productIds: products.map((product) => product.id),
    async stop() {
      await server.stop();
      await pool.end();
    },
  };
}

export type OrderBurst = Awaited<ReturnType<typeof startOrderBurst>>;
