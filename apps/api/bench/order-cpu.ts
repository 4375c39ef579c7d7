/**
 * Probe (issue 36): CPU spent per COD order, by the API process and by Postgres, for a fixed number of orders
 * at 50 connections, so builds can be compared on a shared, noisy machine where orders/s swing with the
 * neighbours. SERVER_DIRS (comma-separated API package dirs, each built) are measured in turn, ROUNDS times,
 * on one scratch database: the same shoppers, SKUs and Idempotency-Keys (one per order), 5 % of orders for a
 * product that runs out. Prints the tables' HOT updates and the order tables' index reads after the runs.
 * Not part of `pnpm bench`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDEMPOTENCY_KEY_HEADER, type OrderPayload } from '@zari/contract';
import { createScratchDatabase, freePort, median } from '@zari/dev-tools';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { sessions, users } from '../src/db/schema/index.js';
import { hashSessionToken } from '../src/modules/sessions/service.js';
import { generateLargeCatalog } from '../test/helpers/large-catalog.js';

const DIRS = (process.env.SERVER_DIRS ?? '.').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const ORDERS = Number(process.env.ORDERS ?? 3000);
const SHOPPERS = 50;
const authSecret = randomBytes(32).toString('hex');
const TICK_MS = 10; // USER_HZ 100

const cpuMs = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
};

const scratch = await createScratchDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'orders_cpu');
const dataDir = mkdtempSync(join(tmpdir(), 'orders-cpu-'));
const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
try {
  await database.migrate();
  const { db } = database;
  // FILLFACTOR=70: products and skus stored with room on each page for an update's new row version (HOT).
  if (process.env.FILLFACTOR)
    await db.execute(
      sql.raw(`ALTER TABLE products SET (fillfactor = ${Number(process.env.FILLFACTOR)});
               ALTER TABLE skus SET (fillfactor = ${Number(process.env.FILLFACTOR)})`),
    );
  await generateLargeCatalog(database, 600, { skus: true });
  const shoppers: { id: string; cookie: string }[] = [];
  for (let index = 0; index < SHOPPERS; index++) {
    const [user] = await db
      .insert(users)
      .values({ phone: `+9190001${String(index).padStart(5, '0')}`, fullName: 'Bench Shopper' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashSessionToken(authSecret, token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    shoppers.push({ id: user.id, cookie: `__Host-zari_session=${token}` });
  }
  type Sku = { skuId: string; productId: string; variantId: string | null; size: string };
  const skus = (
    await db.execute<Sku>(sql`
      WITH chosen AS (
        SELECT DISTINCT ON (s.product_id) s.id FROM skus s
        WHERE s.product_id IN (SELECT id FROM products ORDER BY id LIMIT 502)
        ORDER BY s.product_id, s.variant_id NULLS FIRST, s.size)
      UPDATE skus SET stock = 1000000 WHERE id IN (SELECT id FROM chosen)
      RETURNING id AS "skuId", product_id AS "productId", variant_id AS "variantId", size`)
  ).rows;
  const scarce = skus.pop() as Sku;
  const hot = skus.pop() as Sku;
  const ids = `{${[...skus, hot, scarce].map((s) => s.skuId).join(',')}}`;
  const restock = async () => {
    await db.execute(sql`TRUNCATE order_lines, orders, events, idempotency_keys CASCADE`);
    await db.execute(sql`UPDATE skus SET stock = CASE WHEN id = ${scarce.skuId} THEN 25 ELSE 1000000 END
      WHERE id = ANY(${ids}::uuid[])`);
    await db.execute(sql`UPDATE products p SET stock_count = (SELECT sum(stock) FROM skus WHERE product_id = p.id)
      WHERE id IN (SELECT product_id FROM skus WHERE id = ANY(${ids}::uuid[]))`);
  };
  const exact = async () => {
    const [row] = (
      await db.execute<{ ok: boolean }>(sql`SELECT
        (SELECT sum(CASE WHEN id = ${scarce.skuId} THEN 25 ELSE 1000000 END - stock) FROM skus WHERE id = ANY(${ids}::uuid[]))
        = (SELECT coalesce(sum(quantity), 0) FROM order_lines) AND NOT EXISTS (SELECT 1 FROM skus WHERE stock < 0) AS ok`)
    ).rows;
    return row?.ok === true;
  };
  const backendCpu = async () => {
    const pids = (
      await db.execute<{ pid: number }>(
        sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
    ).rows.map((row) => row.pid);
    return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  };

  const results: Record<string, Record<string, number[]>> = {};
  let runNo = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const dir of DIRS) {
      const port = await freePort();
      const child: ChildProcess = spawn(
        'taskset',
        ['-c', '0', process.execPath, ...(process.env.NODE_ARGS?.split(' ') ?? []), 'dist/server.js'],
        {
          cwd: dir,
          env: {
            PATH: process.env.PATH,
            TZ: 'Asia/Kolkata',
            PORT: String(port),
            NODE_ENV: 'production',
            ALLOW_DEMO_PROVIDERS: 'true',
            SMS_PROVIDER: 'console',
            PAYMENT_GATEWAY: 'simulated',
            AUTH_SECRET: authSecret,
            DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
            SIMULATED_PAYMENT_SECRET: randomBytes(32).toString('hex'),
            DATABASE_URL: scratch.url,
            DATA_DIR: dataDir,
            HOST: '127.0.0.1',
            PUBLIC_ORIGIN: 'http://127.0.0.1',
            LOG_LEVEL: 'warn',
            SEED_DEMO_CATALOG: 'false',
            RATE_LIMIT_MAX: '1000000000',
            RUM_RATE_LIMIT_MAX: '1000000000',
            ...(process.env.EXTRA_ENV ? JSON.parse(process.env.EXTRA_ENV) : {}),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const url = `http://127.0.0.1:${port}`;
      for (;;) {
        try {
          if ((await fetch(`${url}/api/health`)).ok) break;
        } catch {}
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const scenario of ['spread', 'hot'] as const) {
        const run = runNo++;
        const pool = scenario === 'spread' ? skus : [hot];
        const send = (n: number) => {
          const shopper = shoppers[n % SHOPPERS] as (typeof shoppers)[number];
          const sku = (n * 7919) % 100 < 5 ? scarce : (pool[n % pool.length] as Sku);
          const payload: OrderPayload = {
            user: shopper.id,
            products: [
              { product: sku.productId, productVariant: sku.variantId, size: sku.size, quantity: 1 },
            ],
            shippingAddress: {
              fullName: 'Bench Shopper',
              phone: '9876543210',
              address: '12 MG Road',
              city: 'Bengaluru',
              state: 'Karnataka',
              postalCode: '560034',
            },
            paymentMethod: 'cod',
          };
          return {
            headers: {
              'content-type': 'application/json',
              cookie: shopper.cookie,
              [IDEMPOTENCY_KEY_HEADER]: `cpu-${run}-${n}`,
            },
            body: JSON.stringify(payload),
          };
        };
        const fire = async (amount: number) => {
          let sent = 0;
          return autocannon({
            url: `${url}/api/product-orders`,
            connections: 50,
            amount,
            method: 'POST',
            requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, ...send(sent++) }) }],
          });
        };
        await restock();
        await fire(600); // warm: JIT, prepared statements, the pool
        await restock();
        const pg0 = await backendCpu();
        const node0 = cpuMs(child.pid as number);
        const started = performance.now();
        const result = await fire(ORDERS);
        const seconds = (performance.now() - started) / 1000;
        const nodeMs = cpuMs(child.pid as number) - node0;
        const pg1 = await backendCpu();
        let pgMs = 0;
        for (const [pid, ms] of pg1) pgMs += ms - (pg0.get(pid) ?? 0);
        const ok = result['2xx'];
        const conflicts =
          (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.['409']
            ?.count ?? 0;
        const row = {
          nodeMsPerOrder: nodeMs / ORDERS,
          pgMsPerOrder: pgMs / ORDERS,
          perSecond: ok / seconds,
          p99: result.latency.p99,
        };
        const key = `${dir} ${scenario}`;
        const byName = results[key] ?? {};
        results[key] = byName;
        for (const [name, value] of Object.entries(row)) byName[name] = [...(byName[name] ?? []), value];
        console.log(
          `${key}: node ${row.nodeMsPerOrder.toFixed(2)} ms/order, pg ${row.pgMsPerOrder.toFixed(2)} ms/order, ${row.perSecond.toFixed(0)}/s, p99 ${row.p99} ms, ${ok} ok, ${conflicts} 409, other ${result.non2xx - conflicts + result.errors}, exact ${await exact()}`,
        );
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  const stats = await db.execute(
    sql`SELECT relname, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname IN ('products', 'skus', 'users', 'sessions', 'deliveries', 'orders')`,
  );
  console.log(stats.rows);
  const unread = await db.execute(
    sql`SELECT relname, indexrelname, idx_scan FROM pg_stat_user_indexes
        WHERE relname IN ('orders', 'order_lines', 'events', 'deliveries', 'idempotency_keys') ORDER BY 1, 2`,
  );
  console.log(unread.rows);
  console.log('--- medians');
  for (const [key, values] of Object.entries(results))
    console.log(
      `${key}: ${Object.entries(values)
        .map(([name, list]) => `${name} ${median(list).toFixed(2)}`)
        .join(', ')}`,
    );
} finally {
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
