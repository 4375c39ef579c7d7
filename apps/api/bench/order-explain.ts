/**
 * Probe (issue 36): the plans of the statements one COD order sends, on a catalogue of PRODUCTS products
 * (default 600, as bench/order-cpu.ts writes) with stock per SKU. Places a few orders to capture each
 * statement as the app sends it, then runs each, inside a transaction rolled back, under
 * `EXPLAIN (ANALYZE, BUFFERS)` twice: with the plan Postgres makes for the values (custom) and with the one a
 * prepared statement settles on after its fifth run (generic; the app's statements are prepared). Prints each
 * plan's time and buffers, and the full plan with PLANS=1. Not part of the bench.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@zari/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp } from '../test/helpers/app.js';
import { generateLargeCatalog } from '../test/helpers/large-catalog.js';
import { insertPincodes, orderPayload } from '../test/helpers/order-fixtures.js';
import { signInShopper } from '../test/helpers/session.js';

const captured: { text: string; values: unknown[] }[] = [];
let tracing = false;
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  if (tracing) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const values = (
      Array.isArray(args[1]) ? args[1] : typeof first === 'string' ? undefined : first?.values
    ) as unknown[] | undefined;
    if (text && !/^(begin|commit|rollback)$/i.test(text.trim()))
      captured.push({ text, values: values ?? [] });
  }
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

const { app, database, config, db } = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000000' } });
try {
  await insertPincodes(db);
  await generateLargeCatalog(database, Number(process.env.PRODUCTS ?? 600), { skus: true });
  const [sku] = (
    await db.execute<{ productId: string; variantId: string | null; size: string }>(sql`
      UPDATE skus SET stock = 1000000 WHERE id = (SELECT id FROM skus ORDER BY product_id, size LIMIT 1)
      RETURNING product_id AS "productId", variant_id AS "variantId", size`)
  ).rows;
  if (!sku) throw new Error('no SKU');
  await db.execute(sql`UPDATE products SET stock_count = stock_count + 1000000 WHERE id = ${sku.productId}`);
  await db.execute(sql`ANALYZE`);
  const shopper = await signInShopper(db, config);
  const payload = orderPayload(shopper.id, [
    { product: sku.productId, productVariant: sku.variantId, size: sku.size, quantity: 1 },
  ]);
  const place = () =>
    app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload,
    });
  await place(); // the first order takes the welcome offer's path
  // Ten more one after another, on the connection the pool hands back (the one released last): whether
  // Postgres settled on a generic plan for each prepared statement or plans it anew on every run.
  for (let index = 0; index < 10; index++) await place();
  const kept = await db.execute(
    sql`SELECT name, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name`,
  );
  console.log(kept.rows);
  tracing = true;
  const response = await place();
  tracing = false;
  if (response.statusCode !== 200) throw new Error(`order answered ${response.statusCode}`);
  // The order, its key and its event exist now: explained again under new ids, so the writes succeed.
  const fresh = (value: unknown) =>
    typeof value === 'string'
      ? value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) =>
          id === shopper.id || id === sku.productId || id === sku.variantId ? id : randomUUID(),
        )
      : value;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (const [index, { text, values }] of captured.entries()) {
      for (const mode of ['force_custom_plan', 'force_generic_plan']) {
        await client.query('BEGIN');
        try {
          await client.query(`SET LOCAL plan_cache_mode = ${mode}`);
          const { rows } = await client.query({
            name: `explain_${index}_${mode}`,
            text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${text}`,
            values: values.map(fresh),
          });
          const lines = rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
          const summary = lines.filter((line) => /Execution Time|Planning Time|^\s*Buffers/.test(line));
          console.log(`--- ${text.replace(/\s+/g, ' ').slice(0, 100)} (${mode})`);
          console.log(process.env.PLANS === '1' ? lines.join('\n') : summary.slice(-3).join('\n'));
        } finally {
          await client.query('ROLLBACK');
        }
      }
    }
  } finally {
    await client.end();
  }
} finally {
  await app.close();
  await database.drop();
}
