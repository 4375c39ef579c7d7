/**
 * Issue 36: catalogue answers are kept until what they show changes, on every instance. Two app instances on
 * one Postgres database: a change made through A is dropped from B's cache through the change bus
 * (LISTEN/NOTIFY), while an answer nothing changed stays a hit long past CATALOG_CACHE_TTL_MS; with B's
 * listener gone, B forgets everything and keeps answers only CATALOG_CACHE_TTL_MS until it listens again.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, buildApiPath } from '@zari/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { products } from '../src/db/schema/index.js';
import { announceChangeToInstances, CACHE_BUS_APPLICATION_NAME } from '../src/lib/cache-bus.js';
import { CACHE_TAGS_HEADER } from '../src/lib/response-cache.js';
import { createTestApp, fakeClock } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';
import { insertPincodes, insertProduct, placeOrder } from './helpers/order-fixtures.js';
import { signInStaff } from './helpers/session.js';

const database = await createTestDatabase();

// A stand-in for the web app's server build (as in storefront.test.ts): /product/<id> shows the product's stock.
const root = await mkdtemp(join(tmpdir(), 'zari-cache-bus-'));
const webDist = join(root, 'web');
mkdirSync(join(webDist, 'client', '.vite'), { recursive: true });
mkdirSync(join(webDist, 'server'), { recursive: true });
writeFileSync(
  join(webDist, 'client', 'index.html'),
  '<!doctype html><html><head><title>Zari</title><script type="module" src="/assets/index-1.js"></script>' +
    '</head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webDist, 'client', 'start-after-paint.js'), '');
writeFileSync(
  join(webDist, 'client', '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'assets/index-1.js' } }),
);
writeFileSync(
  join(webDist, 'server', 'entry-server.js'),
  `export function createRenderer({ fetch }) {
    return {
      async render(url) {
        const product = await fetch('/api/products/' + url.pathname.split('/')[2]);
        const { data } = await product.json();
        return { kind: 'page', status: product.status, head: '<title>' + data.title + '</title>',
          body: '<p data-stock>' + data.stockCount + '</p>', state: '', modules: [] };
      },
    };
  }
`,
);

/** Polls `check` (real time) until it holds or `withinMs` passed; the time it took, or undefined. */
async function within(withinMs: number, check: () => Promise<boolean> | boolean) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await check()) ? Date.now() - started : undefined;
}

describe.skipIf(database.url === undefined)('catalogue cache across instances (change bus)', async () => {
  const clock = fakeClock();
  const env = {
    CATALOG_CACHE_TTL_MS: '3000',
    CATALOG_CACHE_MAX_AGE_MS: String(5 * 60_000),
    WEB_DIST_DIR: webDist,
    PUBLIC_ORIGIN: 'https://zari.example',
  };
  const deps = { databaseUrl: database.url as string };
  const a = await createTestApp({ database, clock, env, deps });
  // B waits at least 1.5 s × [0.5, 1] before listening again: long enough to look at it meanwhile.
  const b = await createTestApp({
    database,
    clock,
    env,
    deps: { ...deps, cacheBusReconnectMs: { min: 1500, max: 3000 } },
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    await database.drop();
    await rm(root, { recursive: true, force: true });
  });
  await insertPincodes(database.db);
  const listening = () => within(5000, () => a.app.cacheBus.listening() && b.app.cacheBus.listening());
  expect(await listening()).toBeDefined();

  const read = (app: App, id: string) =>
    app.inject({ method: 'GET', url: buildApiPath(API_PATHS.product, { id }) });

  it('keeps an answer nothing changed long past CATALOG_CACHE_TTL_MS', async () => {
    const product = await insertProduct(database.db, { stockCount: 6, sizes: ['M'] });
    expect((await read(b.app, product.id)).headers['x-cache']).toBeUndefined();
    clock.advance(60_000);
    const later = await read(b.app, product.id);
    expect(later.headers['x-cache']).toBe('hit');
    // What it shows is told only to the process's own render, never to a shopper.
    expect(later.headers[CACHE_TAGS_HEADER]).toBeUndefined();
    // Browsers and proxies are still told the short lifetime (or to ask again), never the instance's.
    expect(later.headers['cache-control'] ?? '').not.toMatch(/max-age=(?:[4-9]|\d{2,})/);
    // Past the backstop lifetime, it is read anew.
    clock.advance(5 * 60_000);
    expect((await read(b.app, product.id)).headers['x-cache']).toBeUndefined();
  });

  it('shows on B, at once, the stock an order through A took and a staff edit through A', async () => {
    const product = await insertProduct(database.db, {
      title: 'Chanderi Kurta',
      stockCount: 5,
      sizes: ['M'],
    });
    const other = await insertProduct(database.db, { stockCount: 5, sizes: ['M'] });
    expect((await read(b.app, product.id)).json().data.stockCount).toBe(5);
    await read(b.app, other.id);
    expect((await read(b.app, product.id)).headers['x-cache']).toBe('hit');

    const { placed } = await placeOrder(a, [{ product: product.id, size: 'M', quantity: 2 }]);
    expect(placed.statusCode).toBe(200);
    const stockSeen = await within(
      2000,
      async () => (await read(b.app, product.id)).json().data.stockCount === 3,
    );
    expect(stockSeen).toBeDefined();
    // Only what the order changed was dropped on B.
    expect((await read(b.app, other.id)).headers['x-cache']).toBe('hit');

    const staff = await signInStaff(database.db, a.config);
    const edited = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: staff.cookie },
      payload: { title: 'Chanderi Kurta, hand-block printed' },
    });
    expect(edited.statusCode).toBe(200);
    const editSeen = await within(
      2000,
      async () => (await read(b.app, product.id)).json().data.title === 'Chanderi Kurta, hand-block printed',
    );
    expect(editSeen).toBeDefined();
  });

  it('drops a page cached on B that shows a product whose stock an order through A took', async () => {
    const product = await insertProduct(database.db, { stockCount: 8, sizes: ['M'] });
    const page = () => b.app.inject({ method: 'GET', url: `/product/${product.id}` });
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<p data-stock>8</p>');
    // Changed behind the API's back: the page B keeps still shows 8 a minute later.
    await database.db.update(products).set({ stockCount: 50 }).where(eq(products.id, product.id));
    clock.advance(60_000);
    const again = await page();
    expect(again.body).toContain('<p data-stock>8</p>');
    // Browsers are told the short lifetime.
    expect(again.headers['cache-control']).toBe('public, max-age=3');

    const { placed } = await placeOrder(a, [{ product: product.id, size: 'M', quantity: 3 }]);
    expect(placed.statusCode).toBe(200);
    const now = (await read(a.app, product.id)).json().data.stockCount;
    expect(now).not.toBe(8);
    const seen = await within(2000, async () => (await page()).body.includes(`<p data-stock>${now}</p>`));
    expect(seen).toBeDefined();
  });

  it('drops everything on every instance when a script (settings:set, db:seed) says it changed the store', async () => {
    const product = await insertProduct(database.db, { stockCount: 2, sizes: ['M'] });
    for (const app of [a.app, b.app]) await read(app, product.id);
    expect((await read(b.app, product.id)).headers['x-cache']).toBe('hit');
    await announceChangeToInstances(database);
    for (const app of [a.app, b.app]) {
      expect(
        await within(2000, async () => (await read(app, product.id)).headers['x-cache'] === undefined),
      ).toBeDefined();
    }
  });

  it('clears B and keeps answers only CATALOG_CACHE_TTL_MS while its listener is gone, then listens again', async () => {
    const product = await insertProduct(database.db, { stockCount: 4, sizes: ['M'] });
    const untouched = await insertProduct(database.db, { stockCount: 4, sizes: ['M'] });
    for (const id of [product.id, untouched.id]) await read(b.app, id);
    expect((await read(b.app, untouched.id)).headers['x-cache']).toBe('hit');

    // Shoppers keep reading through B the whole time: none of them may see a 5xx.
    const statuses: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        statuses.push((await read(b.app, product.id)).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${CACHE_BUS_APPLICATION_NAME} and datname = current_database()`,
    );
    expect(await within(2000, () => !b.app.cacheBus.listening())).toBeDefined();
    // While it is not listening: cleared, then answers kept only the short lifetime.
    reading = false;
    await reader;
    reading = true;
    expect(b.app.cacheBus.listening()).toBe(false);
    // A change may have been missed: what B kept is gone.
    expect((await read(b.app, untouched.id)).headers['x-cache']).toBeUndefined();
    await read(b.app, product.id);
    expect((await read(b.app, product.id)).headers['x-cache']).toBe('hit');
    clock.advance(3001);
    expect((await read(b.app, product.id)).headers['x-cache']).toBeUndefined();
    expect(b.app.cacheBus.listening()).toBe(false);
    const reader2 = (async () => {
      while (reading) {
        statuses.push((await read(b.app, product.id)).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    // It reconnects by itself, and B hears A's changes again.
    expect(await listening()).toBeDefined();
    reading = false;
    await reader2;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    await read(b.app, product.id);
    clock.advance(60_000);
    expect((await read(b.app, product.id)).headers['x-cache']).toBe('hit');
    const { placed } = await placeOrder(a, [{ product: product.id, size: 'M', quantity: 1 }]);
    expect(placed.statusCode).toBe(200);
    expect(
      await within(2000, async () => (await read(b.app, product.id)).json().data.stockCount === 3),
    ).toBeDefined();
  });
});
