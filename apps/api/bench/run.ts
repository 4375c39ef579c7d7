/**
 * `pnpm bench`, the API's half (the root `pnpm bench` runs it after building, then the web's half, then
 * bench/report.mjs). On a scratch Postgres database it writes DESIGN §8's catalogue, 100,000 products, and
 * starts the built server as `pnpm start` runs it, pinned to one core, while this process generates the load
 * from the other. The server is warmed on every route first, as a production server is; then every catalogue
 * route and order placement is measured against a bare Fastify route on the same core, in pairs run back to
 * back (the bare route, then the measured one), with the catalogue cache on and off. RSS at rest and under
 * load, and the cold start, are read from the server process. The machine is shared and noisy: the ratios
 * matter more than the numbers. Writes bench/parts/api.json at the repository root, which bench/report.mjs
 * reads. Not part of `pnpm test` or CI.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrderPayload } from '@zari/contract';
import { createScratchDatabase, freePort, median } from '@zari/dev-tools';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { posterSets, sessions, users } from '../src/db/schema/index.js';
import { hashSessionToken } from '../src/modules/sessions/service.js';
import { generateLargeCatalog, LARGE_CATEGORIES } from '../test/helpers/large-catalog.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * Filters for iterating on one part (the full run is the default): BENCH_ROUTES=list,search measures only those
 * catalogue routes, BENCH_CACHE=off only one cache setting, BENCH_SKIP_ORDERS=1 no orders, BENCH_ONLY_ORDERS=1
 * only the orders (no catalogue route warmed or measured; =hot or =spread only that scenario). A filtered run
 * prints its numbers but leaves the report's part alone, which stays a full run's.
 */
const ONLY_ROUTES = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const ONLY_CACHE = process.env.BENCH_CACHE as 'on' | 'off' | undefined;
const SKIP_ORDERS = process.env.BENCH_SKIP_ORDERS === '1';
const ONLY_ORDERS = process.env.BENCH_ONLY_ORDERS;
const FILTERED = Boolean(ONLY_ROUTES || ONLY_CACHE || SKIP_ORDERS || ONLY_ORDERS);
const CONNECTIONS = 50;
/**
 * Pairs (bare route, measured route) per catalogue read: every figure reported is the median over the pairs,
 * so one run that a neighbour on this shared machine slowed (the bare route swung 12.7k-29k req/s between
 * single runs) moves neither the ratio nor the p99.
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
/** Seconds of load each route gets before anything is measured: JIT, prepared statements, the pool. */
const WARM_SECONDS = 2;
const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Products the spread order run rotates over, and shoppers placing the orders. */
const ORDER_PRODUCTS = 500;
const SHOPPERS = 50;
const ORDER_STOCK = 1_000_000;
const COD_PINCODE = '560034';
const SERVER_CORE = '0';
const LOAD_CORE = '1';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const partsDir = join(apiDir, '..', '..', 'bench', 'parts');
const authSecret = randomBytes(32).toString('hex');

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const pinned = cpus().length > 1;
// The load generator keeps to its own core; the server is started on the other.
if (pinned) execFileSync('taskset', ['-a', '-p', '-c', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });

/** Kilobytes of a /proc status field (VmRSS: resident now; VmHWM: the peak so far). */
function procStatus(pid: number, field: 'VmRSS' | 'VmHWM') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) * 1024;
}

interface Server {
  url: string;
  pid: number;
  startMs: number;
  stop(): Promise<void>;
}

/** Starts `script` (relative to the API package) on the server core; resolves once `readyPath` answers. */
async function startProcess(
  script: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const command = pinned ? 'taskset' : process.execPath;
  const args = pinned ? ['-c', SERVER_CORE, process.execPath, ...script] : script;
  const child: ChildProcess = spawn(command, args, {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'Asia/Kolkata', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = Math.round(performance.now() - started);
  return {
    url,
    pid: child.pid as number,
    startMs,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  answered: number;
  /** Requests answered with another status than 2xx, or not answered. */
  failed: number;
}

async function load(
  url: string,
  options: Partial<autocannon.Options> = {},
  seconds = SECONDS,
): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  return {
    // Answered requests only: a refusal (a 503 when the database pool is exhausted) is not throughput.
    rps: Math.round(result['2xx'] / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * PAIRS runs of the bare route then the measured one, back to back so both of a pair see the same machine;
 * each figure is its median over the pairs, the ratio the median of the pairs' ratios.
 */
async function measureAgainstBare(bare: Server, url: string, options: Partial<autocannon.Options> = {}) {
  const runs: { bare: Measure; measured: Measure }[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const bareResult = await load(`${bare.url}/bare`);
    runs.push({ bare: bareResult, measured: await load(url, options) });
  }
  const of = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
  return {
    rps: of((run) => run.measured.rps),
    p50: of((run) => run.measured.p50),
    p99: of((run) => run.measured.p99),
    answered: runs.reduce((sum, run) => sum + run.measured.answered, 0),
    failed: runs.reduce((sum, run) => sum + run.measured.failed, 0),
    bareRps: of((run) => run.bare.rps),
    bareP99: of((run) => run.bare.p99),
    ratio: Number(of((run) => run.measured.rps / run.bare.rps).toFixed(3)),
  };
}

// The database: the catalogue, a poster set, shoppers with sessions, and stock for the orders.
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = await createScratchDatabase(serverUrl, 'zari_bench');
const dataDir = mkdtempSync(join(tmpdir(), 'zari-bench-'));
const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
const servers: Server[] = [];
try {
  await database.migrate();
  const { db } = database;
  const generating = performance.now();
  const categoryIds = await generateLargeCatalog(db, PRODUCT_COUNT);
  const catalogueSeconds = Number(((performance.now() - generating) / 1000).toFixed(1));
  console.log(`Catalogue: ${PRODUCT_COUNT} products written in ${catalogueSeconds} s`);

  await db.insert(posterSets).values({
    name: 'hero-banner',
    images: ['/uploads/posters/1.webp', '/uploads/posters/2.webp', '/uploads/posters/3.webp'],
  });
  const now = new Date();
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, index) => {
      const [user] = await db
        .insert(users)
        .values({ phone: `+9190000${String(index).padStart(5, '0')}`, fullName: 'Bench Shopper' })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        userId: user.id,
        tokenHash: hashSessionToken(authSecret, token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
      });
      // The production name of the session cookie (modules/sessions/cookie.ts).
      return { id: user.id, cookie: `__Host-zari_session=${token}` };
    }),
  );
  const orderProducts = (
    await db.execute<{ id: string; size: string }>(sql`
      UPDATE products SET stock_count = ${ORDER_STOCK}
      WHERE id IN (SELECT id FROM products ORDER BY id LIMIT ${ORDER_PRODUCTS + 1})
      RETURNING id, sizes[1] AS size`)
  ).rows;
  const hotProduct = orderProducts.pop();
  if (!hotProduct) throw new Error('no products to order');

  const serverEnv = (cache: boolean) => ({
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
    // On, high enough never to refuse the load: its cost is part of every answer.
    RATE_LIMIT_MAX: '1000000000',
    ...(cache ? {} : { CATALOG_CACHE_TTL_MS: '0' }),
  });
  const bare = await startProcess(['--import', 'tsx', 'bench/bare-server.ts'], {}, '/bare');
  servers.push(bare);

  const routesOf = async (api: string) => {
    const firstPage = (await (await fetch(`${api}/api/products?limit=24&view=card`)).json()) as {
      data: { _id: string }[];
      nextCursor: string;
    };
    const product = firstPage.data[0];
    if (!product) throw new Error('the catalogue is empty');
    const kurtas = categoryIds[LARGE_CATEGORIES.findIndex((category) => category.slug === 'kurtas')];
    const routes: [string, string, Partial<autocannon.Options>?][] = [
      ['list', '/api/products?limit=24&view=card'],
      ['list page 2', `/api/products?limit=24&view=card&cursor=${encodeURIComponent(firstPage.nextCursor)}`],
      ['category', `/api/products/category/${kurtas}?limit=24&view=card`],
      // The word a shopper types most: it matches a category and 12,500 titles, all ranked by similarity.
      ['search', '/api/products?search=kurta&limit=24&view=card'],
      ['product', `/api/products/${product._id}`],
      ['categories', '/api/categories'],
      ['posters', '/api/posters/hero-banner'],
      [
        'pincode',
        '/api/pincodes/check',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"pincode":"${COD_PINCODE}"}`,
        },
      ],
    ];
    return routes;
  };

  const routes: Record<string, unknown>[] = [];
  let rss: { restMb: number; loadMb: number } | undefined;
  let coldStartMs = 0;
  const orders: Record<string, unknown>[] = [];
  const caches = ONLY_ORDERS ? [true] : [true, false];
  for (const cache of caches.filter((on) => !ONLY_CACHE || ONLY_CACHE === (on ? 'on' : 'off'))) {
    const api = await startProcess(['dist/server.js'], serverEnv(cache), '/api/health');
    servers.push(api);
    if (cache) {
      coldStartMs = api.startMs;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const restBytes = procStatus(api.pid, 'VmRSS');
    const every = await routesOf(api.url);
    // Warm, as a production server is: every route (measured in this run or not) and the bare one.
    for (const [, path, options] of ONLY_ORDERS ? [] : every)
      await load(`${api.url}${path}`, options, WARM_SECONDS);
    await load(`${bare.url}/bare`, {}, WARM_SECONDS);
    const measured = every.filter(([route]) => !ONLY_ORDERS && (!ONLY_ROUTES || ONLY_ROUTES.includes(route)));
    for (const [route, path, options] of measured) {
      const result = await measureAgainstBare(bare, `${api.url}${path}`, options);
      routes.push({ route, cache: cache ? 'on' : 'off', ...result });
      console.log(
        `${route} (cache ${cache ? 'on' : 'off'}): ${result.rps} req/s, ratio ${result.ratio}, p99 ${result.p99} ms (bare ${result.bareP99} ms)`,
      );
    }
    if (cache && !SKIP_ORDERS) {
      const scenarios = (['spread', 'hot'] as const).filter(
        (scenario) => !ONLY_ORDERS || ONLY_ORDERS === '1' || ONLY_ORDERS === scenario,
      );
      for (const scenario of scenarios) {
        const products = scenario === 'spread' ? orderProducts : [hotProduct];
        let sent = 0;
        const request = () => {
          const n = sent++;
          const shopper = shoppers[n % shoppers.length] as (typeof shoppers)[number];
          const product = products[n % products.length] as (typeof products)[number];
          const payload: OrderPayload = {
            user: shopper.id,
            products: [{ product: product.id, size: product.size, quantity: 1 }],
            shippingAddress: {
              fullName: 'Bench Shopper',
              phone: '9876543210',
              address: '12 MG Road',
              city: 'Bengaluru',
              state: 'Karnataka',
              postalCode: COD_PINCODE,
            },
            paymentMethod: 'cod',
          };
          return {
            headers: { 'content-type': 'application/json', cookie: shopper.cookie },
            body: JSON.stringify(payload),
          };
        };
        const options: Partial<autocannon.Options> = {
          method: 'POST',
          requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, ...request() }) }],
        };
        await load(`${api.url}/api/product-orders`, options, WARM_SECONDS);
        const result = await measureAgainstBare(bare, `${api.url}/api/product-orders`, options);
        // Orders still in flight when the load stopped commit after it: let them land, then count.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const ids = products.map((product) => product.id);
        const [check] = (
          await db.execute<{ taken: number; lines: number; negative: number }>(sql`
            SELECT (SELECT coalesce(sum(${ORDER_STOCK} - stock_count), 0)::int FROM products
                    WHERE id IN (SELECT unnest(${`{${ids.join(',')}}`}::uuid[]))) AS taken,
                   (SELECT coalesce(sum(quantity), 0)::int FROM order_lines
                    WHERE product_id IN (SELECT unnest(${`{${ids.join(',')}}`}::uuid[]))) AS lines,
                   (SELECT count(*)::int FROM products WHERE stock_count < 0) AS negative`)
        ).rows;
        // Exact: every piece taken is on an order line, and every line's piece was taken.
        const stockExact = check !== undefined && check.taken === check.lines && check.negative === 0;
        orders.push({
          scenario,
          ...result,
          stockTaken: check?.taken,
          linesOrdered: check?.lines,
          stockExact,
        });
        console.log(
          `orders (${scenario}): ${result.rps}/s, p99 ${result.p99} ms, stock exact: ${stockExact}`,
        );
        // The next run counts from full stock again.
        await db.execute(
          sql`UPDATE products SET stock_count = ${ORDER_STOCK} WHERE id IN (SELECT unnest(${`{${ids.join(',')}}`}::uuid[]))`,
        );
        await db.execute(sql`DELETE FROM order_lines`);
        await db.execute(sql`DELETE FROM orders`);
      }
      rss = { restMb: mb(restBytes), loadMb: mb(procStatus(api.pid, 'VmHWM')) };
    }
    await api.stop();
    servers.pop();
  }

  if (FILTERED) {
    console.log(
      `A filtered run (load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}): the report is left as it was.`,
    );
  } else {
    mkdirSync(partsDir, { recursive: true });
    const report = {
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
      },
      method: {
        connections: CONNECTIONS,
        seconds: SECONDS,
        pairs: PAIRS,
        warmSeconds: WARM_SECONDS,
        serverCore: pinned ? SERVER_CORE : 'unpinned',
        loadCore: pinned ? LOAD_CORE : 'unpinned',
        database: 'postgres',
      },
      catalogue: { products: PRODUCT_COUNT, seconds: catalogueSeconds },
      coldStartMs,
      rss,
      routes,
      orders,
    };
    writeFileSync(join(partsDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${join(partsDir, 'api.json')}`);
  }
} finally {
  for (const server of servers) await server.stop();
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
