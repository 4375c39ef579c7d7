/**
 * `pnpm bench`, the API's half (the root `pnpm bench` runs it after building, then the web's half, then
 * bench/report.mjs). On a scratch Postgres database it writes DESIGN §8's catalogue, 100,000 products with
 * stock per SKU (one in twenty sold out), and starts the built server as `pnpm start` runs it, pinned to one
 * core, while this process generates the load from the other.
 *
 * What is measured (issue 36): the realistic read mix of bench/mix.ts (Zipf product reads over all products,
 * category listings with the storefront's sorts, filters and pages 1–3, 200 search terms with typos; its
 * proportions are stated there) against a bare Fastify route, and the server-rendered pages under the same
 * kind of mix against a minimal React 19 server render (web/bench/ssr-ceiling-server.tsx), both on the same
 * core, in pairs run back to back, with the catalogue cache on and off; then COD orders with an
 * Idempotency-Key each, 5 % of them for a product that runs out (its 409s counted apart). Each mix is read as
 * one continuing stream per server, measured once the server has served WARM_READS of it (a store that has
 * served that many reads of it since it started), so a long-lived cache never sees a run repeat the previous
 * one's requests. RSS at rest and
 * under load, and the cold start, are read from the server process. The machine is shared and noisy: the
 * ratios matter more than the numbers. Writes bench/parts/api.json at the repository root, which
 * bench/report.mjs reads. Not part of `pnpm test` or CI.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDEMPOTENCY_KEY_HEADER, type OrderPayload, POSTER_SETS } from '@zari/contract';
import { createScratchDatabase, freePort, median } from '@zari/dev-tools';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { posterSets, sessions, users } from '../src/db/schema/index.js';
import { hashSessionToken } from '../src/modules/sessions/service.js';
import { generateLargeCatalog, LARGE_CATEGORIES } from '../test/helpers/large-catalog.js';
import {
  API_MIX,
  apiPathOf,
  drawMix,
  type MixCategory,
  type MixDraw,
  PAGE_MIX,
  pagePathOf,
  resolveListings,
} from './mix.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * Filters for iterating on one part (the full run is the default): BENCH_ROUTES=list,search measures only those
 * catalogue routes, BENCH_CACHE=off only one cache setting, BENCH_SKIP_ORDERS=1 no orders, BENCH_ONLY_ORDERS=1
 * only the orders (no catalogue route warmed or measured; =hot or =spread only that scenario). A filtered run
 * prints its numbers (and the API's RSS when it runs the orders) but leaves the report's part alone, which stays a
 * full run's. BENCH_NODE_FLAGS="--max-old-space-size=160" starts the API's node with those flags, to try them.
 */
const ONLY_ROUTES = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
/**
 * Requests drawn per mix. Each server reads a mix as one continuing stream, its warm-up and measured runs
 * taking up where the previous stopped (a long-lived cache would answer a restarted stream's requests from
 * the previous run's fills), so the stream must outlast them all: it is never wrapped (a wrap is reported).
 */
const MIX_DRAWS = 400_000;
/**
 * The reads of each mix a server has served when that mix is measured: a store that has served this many reads
 * of the mix since it started. Chosen so the warm-up takes under ~60 s with the cache off too (at the cache-off
 * rates of the 2026-11-29 report: search 83/s, category pages 42/s).
 */
const WARM_READS: Record<string, number> = {
  mix: 15_000,
  products: 60_000,
  listings: 20_000,
  search: 4_000,
  pages: 3_000,
  'product pages': 4_000,
  'category pages': 2_000,
};
/** The share of orders for a product that runs out, and how many pieces it has. */
const SCARCE_SHARE = 0.05;
const SCARCE_STOCK = 25;
/** Flags for the API's node (BENCH_NODE_FLAGS), none by default: the server runs as `pnpm start` runs it. */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
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
/** Seconds of load the references and the orders get before they are measured: JIT, prepared statements, the pool. */
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
const webDir = join(apiDir, '..', 'web');
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
  cwd = apiDir,
): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const command = pinned ? 'taskset' : process.execPath;
  const args = pinned ? ['-c', SERVER_CORE, process.execPath, ...script] : script;
  const child: ChildProcess = spawn(command, args, {
    cwd,
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
  /** Requests answered with another status than 2xx (409 apart), or not answered. */
  failed: number;
  /** 409s: an order for a product that ran out, as the store must answer it. */
  conflicts: number;
}

async function load(
  url: string,
  options: Partial<autocannon.Options> = {},
  seconds = SECONDS,
): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  const stats = (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const conflicts = stats['409']?.count ?? 0;
  return {
    // Answered requests only: a refusal (a 503 when the database pool is exhausted) is not throughput.
    rps: Math.round(result['2xx'] / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered: result['2xx'],
    failed: result.non2xx - conflicts + result.errors + result.timeouts,
    conflicts,
  };
}

/**
 * PAIRS runs of the bare route then the measured one, back to back so both of a pair see the same machine;
 * each figure is its median over the pairs, the ratio the median of the pairs' ratios.
 */
async function measureAgainstBare(
  bare: Server,
  url: string,
  options: Partial<autocannon.Options> = {},
  reference: { path: string; options?: Partial<autocannon.Options> } = { path: '/bare' },
) {
  const runs: { bare: Measure; measured: Measure }[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const bareResult = await load(`${bare.url}${reference.path}`, reference.options);
    runs.push({ bare: bareResult, measured: await load(url, options) });
  }
  const of = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
  return {
    rps: of((run) => run.measured.rps),
    p50: of((run) => run.measured.p50),
    p99: of((run) => run.measured.p99),
    answered: runs.reduce((sum, run) => sum + run.measured.answered, 0),
    failed: runs.reduce((sum, run) => sum + run.measured.failed, 0),
    conflicts: runs.reduce((sum, run) => sum + run.measured.conflicts, 0),
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
  const categoryIds = await generateLargeCatalog(database, PRODUCT_COUNT, { skus: true });
  const catalogueSeconds = Number(((performance.now() - generating) / 1000).toFixed(1));
  console.log(`Catalogue: ${PRODUCT_COUNT} products written in ${catalogueSeconds} s`);

  // Every poster set the storefront shows, as a store has them (the demo seed writes them all): a home page
  // missing one reads a 404, and a page that read anything but 200s is never cached, so with only the hero
  // the bench rendered home afresh on every request, as no real store does.
  await db.insert(posterSets).values(
    POSTER_SETS.map((name) => ({
      name,
      images: [1, 2, 3].map((index) => `/uploads/posters/${name}-${index}.webp`),
      links: ['/categories', '', ''],
    })),
  );
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

  // The orders' SKUs: the first colour's first size of 500 products (and one hot one), stocked for the whole
  // run; and one more product's SKU with a few pieces, which runs out early in every order run.
  type OrderSku = {
    skuId: string;
    productId: string;
    variantId: string | null;
    size: string;
  };
  const orderSkus = (
    await db.execute<OrderSku>(sql`
      WITH chosen AS (
        SELECT DISTINCT ON (s.product_id) s.id FROM skus s
        WHERE s.product_id IN (SELECT id FROM products ORDER BY id LIMIT ${ORDER_PRODUCTS + 2})
        ORDER BY s.product_id, s.variant_id NULLS FIRST, s.size)
      UPDATE skus SET stock = ${ORDER_STOCK} WHERE id IN (SELECT id FROM chosen)
      RETURNING id AS "skuId", product_id AS "productId", variant_id AS "variantId", size`)
  ).rows;
  const scarceSku = orderSkus.pop();
  const hotSku = orderSkus.pop();
  if (!scarceSku || !hotSku) throw new Error('no SKUs to order');
  const orderSkuIds = [...orderSkus, hotSku, scarceSku].map((sku) => sku.skuId);
  /**
   * Waits until orders still in flight after a load have landed: the count of orders has not moved for a
   * second and no other connection holds a writer's lock on orders, products or SKUs (an order's
   * transaction; the events worker sending the orders' messages only reads). The count alone, read 500 ms
   * apart, could look still on a loaded machine while a batch was yet to commit: the restock and the
   * truncation after it then met a late order's take, and the stock looked inexact.
   */
  const settle = async () => {
    let last = -1;
    let still = 0;
    for (let tries = 0; tries < 60 && still < 2; tries++) {
      const [row] = (
        await db.execute<{ n: number; busy: number }>(sql`
          SELECT (SELECT count(*)::int FROM orders) AS n,
                 (SELECT count(DISTINCT pid)::int FROM pg_locks
                  WHERE database = (SELECT oid FROM pg_database WHERE datname = current_database())
                    AND relation IN ('orders'::regclass, 'products'::regclass, 'skus'::regclass)
                    AND mode IN ('RowShareLock', 'RowExclusiveLock') AND pid <> pg_backend_pid()) AS busy`)
      ).rows;
      still = row?.n === last && row?.busy === 0 ? still + 1 : 0;
      last = row?.n ?? -1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  /** Every order SKU back to its stock, and the products' sums with them, before each order run. */
  const restock = async () => {
    await db.execute(sql`UPDATE skus SET stock = CASE WHEN id = ${scarceSku.skuId} THEN ${SCARCE_STOCK}::int ELSE ${ORDER_STOCK}::int END
      WHERE id IN (SELECT unnest(${`{${orderSkuIds.join(',')}}`}::uuid[]))`);
    await db.execute(sql`UPDATE products p SET stock_count = (SELECT sum(stock) FROM skus WHERE product_id = p.id)
      WHERE id IN (SELECT product_id FROM skus WHERE id IN (SELECT unnest(${`{${orderSkuIds.join(',')}}`}::uuid[])))`);
  };

  // The mixes (bench/mix.ts), drawn once: the same requests, in the same order, for every server and cache.
  const productIds = (await db.execute<{ id: string }>(sql`SELECT id FROM products`)).rows.map(
    (row) => row.id,
  );
  const mixCategories: MixCategory[] = LARGE_CATEGORIES.map((category, index) => ({
    id: categoryIds[index] as string,
    slug: category.slug,
    sizes: category.sizes.slice(1, -1).split(','),
  }));
  const sources = { productIds, categories: mixCategories };
  const apiMixes: [string, MixDraw[]][] = [
    ['mix', drawMix(sources, { count: MIX_DRAWS, seed: 36, weights: API_MIX })],
    ['products', drawMix(sources, { count: MIX_DRAWS, seed: 37, weights: { product: 1 } })],
    ['listings', drawMix(sources, { count: MIX_DRAWS, seed: 38, weights: { listing: 1 } })],
    ['search', drawMix(sources, { count: MIX_DRAWS, seed: 39, weights: { search: 1 } })],
  ];
  const pageMixes: [string, MixDraw[]][] = [
    ['pages', drawMix(sources, { count: MIX_DRAWS, seed: 40, weights: PAGE_MIX })],
    ['product pages', drawMix(sources, { count: MIX_DRAWS, seed: 41, weights: { product: 1 } })],
    ['category pages', drawMix(sources, { count: MIX_DRAWS, seed: 42, weights: { listing: 1 } })],
  ];
  const distinct = (paths: string[]) => new Set(paths).size;
  // One string per distinct path: 400,000 draws a mix repeat the same few tens of thousands of paths.
  const interned = new Map<string, string>();
  const intern = (path: string) => {
    const known = interned.get(path);
    if (known !== undefined) return known;
    interned.set(path, path);
    return path;
  };

  /** A mix's requests as one stream: each run continues where the previous stopped. */
  interface Stream {
    paths: string[];
    next: number;
  }
  /** autocannon options that send the stream's next requests, as browsers do (compression accepted). */
  const sending = (stream: Stream): Partial<autocannon.Options> => ({
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: stream.paths[stream.next++ % stream.paths.length] as string,
        }),
      },
    ],
  });
  const cycling = (paths: string[]) => sending({ paths, next: 0 });

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
    RUM_RATE_LIMIT_MAX: '1000000000',
    ...(cache ? {} : { CATALOG_CACHE_TTL_MS: '0' }),
  });
  const bare = await startProcess(['--import', 'tsx', 'bench/bare-server.ts'], {}, '/bare');
  servers.push(bare);
  const ceiling = await startProcess(
    ['--import', 'tsx', 'bench/ssr-ceiling-server.tsx'],
    { NODE_ENV: 'production' },
    '/',
    webDir,
  );
  servers.push(ceiling);

  const routes: Record<string, unknown>[] = [];
  const pages: Record<string, unknown>[] = [];
  const mixes: Record<string, unknown>[] = [];
  let rss: { restMb: number; loadMb: number } | undefined;
  let coldStartMs = 0;
  const orders: Record<string, unknown>[] = [];
  let runs: { route: string; paths: string[]; kind: 'api' | 'page' }[] | undefined;
  const caches = ONLY_ORDERS ? [true] : [true, false];
  for (const cache of caches.filter((on) => !ONLY_CACHE || ONLY_CACHE === (on ? 'on' : 'off'))) {
    let api = await startProcess([...NODE_FLAGS, 'dist/server.js'], serverEnv(cache), '/api/health');
    servers.push(api);
    if (!ONLY_ORDERS && !runs) {
      // Listing pages 2 and 3 follow the server's cursors, read once (the catalogue does not change).
      const resolving = performance.now();
      const listings = await resolveListings(
        api.url,
        apiMixes.flatMap(([, draws]) => draws),
      );
      console.log(
        `Listing cursors: ${listings.size} resolved in ${Math.round(performance.now() - resolving)} ms`,
      );
      runs = [
        ...apiMixes.map(([route, draws]) => ({
          route,
          paths: draws.map((draw) => intern(apiPathOf(draw, listings))),
          kind: 'api' as const,
        })),
        ...pageMixes.map(([route, draws]) => ({
          route,
          paths: draws.map((draw) => intern(pagePathOf(draw))),
          kind: 'page' as const,
        })),
      ];
      // Only the paths are needed from here on, each string once.
      apiMixes.length = 0;
      pageMixes.length = 0;
      for (const run of runs)
        mixes.push({
          route: run.route,
          kind: run.kind,
          requests: run.paths.length,
          distinct: distinct(run.paths),
          warmReads: WARM_READS[run.route] ?? 0,
          warmSeconds: {},
        });
      // The server cached what the cursors' reads answered: measured from a new, empty one.
      await api.stop();
      servers.pop();
      api = await startProcess([...NODE_FLAGS, 'dist/server.js'], serverEnv(cache), '/api/health');
      servers.push(api);
    }
    if (cache) {
      coldStartMs = api.startMs;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const restBytes = procStatus(api.pid, 'VmRSS');
    if (runs) {
      // The references warmed as before; each mix is warmed right before it is measured, by its own stream.
      await load(`${bare.url}/bare`, {}, WARM_SECONDS);
      await load(`${ceiling.url}/`, cycling(['/']), WARM_SECONDS);
      for (const run of runs.filter(({ route }) => !ONLY_ROUTES || ONLY_ROUTES.includes(route))) {
        // The same requests, in the same order, for each cache setting: a new server reads from the start.
        const stream: Stream = { paths: run.paths, next: 0 };
        const warmReads = WARM_READS[run.route] ?? 0;
        const warming = performance.now();
        if (warmReads > 0) {
          await autocannon({ url: api.url, connections: CONNECTIONS, amount: warmReads, ...sending(stream) });
        }
        const warmSeconds = Number(((performance.now() - warming) / 1000).toFixed(1));
        const mixRow = mixes.find((row) => row.route === run.route) as {
          warmSeconds: Record<string, number>;
        };
        mixRow.warmSeconds[cache ? 'on' : 'off'] = warmSeconds;
        const result =
          run.kind === 'api'
            ? await measureAgainstBare(bare, api.url, sending(stream))
            : await measureAgainstBare(ceiling, api.url, sending(stream), {
                path: '/',
                options: cycling(['/']),
              });
        const wrapped = stream.next > stream.paths.length;
        const row = {
          route: run.route,
          cache: cache ? 'on' : 'off',
          ...result,
          streamReads: stream.next,
          wrapped,
        };
        (run.kind === 'api' ? routes : pages).push(row);
        console.log(
          `${run.route} (cache ${cache ? 'on' : 'off'}, after ${warmReads} reads in ${warmSeconds} s): ${result.rps} req/s, ratio ${result.ratio} of ${run.kind === 'api' ? 'bare' : 'the React ceiling'}, p99 ${result.p99} ms (reference ${result.bareP99} ms)${result.failed ? `, ${result.failed} failed` : ''}${wrapped ? `, STREAM WRAPPED (${stream.next} of ${stream.paths.length})` : ''}`,
        );
      }
    }
    if (cache && !SKIP_ORDERS) {
      const scenarios = (['spread', 'hot'] as const).filter(
        (scenario) => !ONLY_ORDERS || ONLY_ORDERS === '1' || ONLY_ORDERS === scenario,
      );
      const runId = randomBytes(4).toString('hex');
      for (const scenario of scenarios) {
        await restock();
        const skusOfRun = scenario === 'spread' ? orderSkus : [hotSku];
        let sent = 0;
        const request = () => {
          const n = sent++;
          const shopper = shoppers[n % shoppers.length] as (typeof shoppers)[number];
          // One order in twenty is for the product that runs out: after its few pieces, a 409 each.
          const sku =
            (n * 7919) % 100 < SCARCE_SHARE * 100 ? scarceSku : (skusOfRun[n % skusOfRun.length] as OrderSku);
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
              postalCode: COD_PINCODE,
            },
            paymentMethod: 'cod',
          };
          return {
            headers: {
              'content-type': 'application/json',
              cookie: shopper.cookie,
              // As the storefront sends it: a retried tap never places a second order.
              [IDEMPOTENCY_KEY_HEADER]: `bench-${runId}-${scenario}-${n}`,
            },
            body: JSON.stringify(payload),
          };
        };
        const options: Partial<autocannon.Options> = {
          method: 'POST',
          requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, ...request() }) }],
        };
        await load(`${api.url}/api/product-orders`, options, WARM_SECONDS);
        await settle();
        await restock();
        await db.execute(sql`TRUNCATE order_lines, orders CASCADE`);
        const result = await measureAgainstBare(bare, `${api.url}/api/product-orders`, options);
        // Orders still in flight when the load stopped commit after it: let them land, then count.
        await settle();
        const [check] = (
          await db.execute<{ taken: number; lines: number; negative: number; scarceLeft: number }>(sql`
            SELECT (SELECT coalesce(sum(CASE WHEN id = ${scarceSku.skuId} THEN ${SCARCE_STOCK}::int ELSE ${ORDER_STOCK}::int END - stock), 0)::int
                    FROM skus WHERE id IN (SELECT unnest(${`{${orderSkuIds.join(',')}}`}::uuid[]))) AS taken,
                   (SELECT coalesce(sum(quantity), 0)::int FROM order_lines
                    WHERE sku_id IN (SELECT unnest(${`{${orderSkuIds.join(',')}}`}::uuid[]))) AS lines,
                   (SELECT count(*)::int FROM skus WHERE stock < 0) AS negative,
                   (SELECT stock FROM skus WHERE id = ${scarceSku.skuId}) AS "scarceLeft"`)
        ).rows;
        // Exact: every piece taken is on an order line, and every line's piece was taken. The pairs ran
        // back to back on the same stock, so the count covers all of them.
        const stockExact = check !== undefined && check.taken === check.lines && check.negative === 0;
        orders.push({
          scenario,
          ...result,
          idempotencyKeys: true,
          scarceShare: SCARCE_SHARE,
          scarceStock: SCARCE_STOCK,
          scarceLeft: check?.scarceLeft,
          stockTaken: check?.taken,
          linesOrdered: check?.lines,
          stockExact,
        });
        console.log(
          `orders (${scenario}): ${result.rps}/s, p99 ${result.p99} ms, ${result.conflicts} sold-out 409s, stock exact: ${stockExact}`,
        );
        await db.execute(sql`TRUNCATE order_lines, orders CASCADE`);
      }
      rss = { restMb: mb(restBytes), loadMb: mb(procStatus(api.pid, 'VmHWM')) };
      console.log(`RSS: at rest ${rss.restMb} MB, peak under load ${rss.loadMb} MB`);
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
        warmReads: WARM_READS,
        serverCore: pinned ? SERVER_CORE : 'unpinned',
        loadCore: pinned ? LOAD_CORE : 'unpinned',
        database: 'postgres',
      },
      catalogue: { products: PRODUCT_COUNT, seconds: catalogueSeconds },
      coldStartMs,
      rss,
      mixes,
      routes,
      pages,
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
