/**
 * Catalogue answers are served from a short-lived cache (DESIGN §8), but never let a shopper see stock their
 * own order changed late: placing and cancelling clear it.
 */
import { API_PATHS, buildApiPath } from '@zari/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { posterSets, products } from '../src/db/schema/index.js';
import { createResponseCache, serveFromCache } from '../src/lib/response-cache.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, placeOrder, stockOf } from './helpers/order-fixtures.js';
import { signInStaff } from './helpers/session.js';

describe('catalogue cache', async () => {
  const clock = fakeClock();
  const { app, db, config } = await useTestApp({
    clock,
    // The backstop lifetime as short as the one browsers see: these tests move the clock past it.
    env: { CATALOG_CACHE_TTL_MS: '5000', CATALOG_CACHE_MAX_AGE_MS: '5000' },
  });
  await insertPincodes(db);

  const getProduct = (id: string) =>
    app.inject({ method: 'GET', url: buildApiPath(API_PATHS.product, { id }) });

  it('answers a repeated read from memory until the entry is 5 s old', async () => {
    const product = await insertProduct(db, { stockCount: 7, sizes: ['M'] });
    const first = await getProduct(product.id);
    expect(first.json().data.stockCount).toBe(7);
    expect(first.headers['x-cache']).toBeUndefined();

    await db.update(products).set({ stockCount: 3 }).where(eq(products.id, product.id));
    const cached = await getProduct(product.id);
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.headers['content-type']).toContain('application/json');
    expect(cached.json().data.stockCount).toBe(7);

    clock.advance(5001);
    const fresh = await getProduct(product.id);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json().data.stockCount).toBe(3);
  });

  it('shows the stock an order took, and gave back, at once', async () => {
    const product = await insertProduct(db, { stockCount: 5, sizes: ['M'] });
    expect((await getProduct(product.id)).json().data.stockCount).toBe(5);
    const { shopper, placed } = await placeOrder({ app, db, config }, [
      { product: product.id, size: 'M', quantity: 2 },
    ]);
    expect(placed.statusCode).toBe(200);
    expect((await getProduct(product.id)).json().data.stockCount).toBe(3);

    const cancelled = await app.inject({
      method: 'PUT',
      url: buildApiPath(API_PATHS.cancelOrder, { id: placed.json().data._id }),
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await getProduct(product.id)).json().data.stockCount).toBe(5);
    expect(await stockOf(db, product.id)).toBe(5);
  });

  it("shows the stock staff's cancel gave back at once (the shopper's cancel and staff's are one use case)", async () => {
    const product = await insertProduct(db, { stockCount: 5, sizes: ['M'] });
    const { placed } = await placeOrder({ app, db, config }, [
      { product: product.id, size: 'M', quantity: 2 },
    ]);
    expect(placed.statusCode).toBe(200);
    expect((await getProduct(product.id)).json().data.stockCount).toBe(3);
    const staff = await signInStaff(db, config);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.json().data._id}`,
      headers: { cookie: staff.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = await getProduct(product.id);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().data.stockCount).toBe(5);
    expect(await stockOf(db, product.id)).toBe(5);
  });

  it('drops only the answers that show the products an order moved', async () => {
    const ordered = await insertProduct(db, { stockCount: 5, sizes: ['M'] });
    const untouched = await insertProduct(db, { stockCount: 5, sizes: ['M'] });
    const categoryPage = `/api/products/category/${ordered.categoryId}`;
    for (const url of [categoryPage, `/api/product-variants/product/${ordered.id}`]) {
      await app.inject({ method: 'GET', url });
    }
    await getProduct(untouched.id);
    const { placed } = await placeOrder({ app, db, config }, [
      { product: ordered.id, size: 'M', quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(200);
    expect((await getProduct(untouched.id)).headers['x-cache']).toBe('hit');
    for (const url of [categoryPage, `/api/product-variants/product/${ordered.id}`]) {
      expect((await app.inject({ method: 'GET', url })).headers['x-cache'], url).toBeUndefined();
    }
    expect((await getProduct(ordered.id)).json().data.stockCount).toBe(4);
  });

  it("keeps a category's facet counts over an order that leaves its products in stock, drops them when one sells out (issue 36)", async () => {
    const ordered = await insertProduct(db, { stockCount: 5, sizes: ['M'] });
    const shown = await insertProduct(db, { stockCount: 5, sizes: ['M'] });
    await db.update(products).set({ categoryId: ordered.categoryId }).where(eq(products.id, shown.id));
    // The newest first, one a page: the page shows `shown` and counts both.
    const faceted = `/api/products/category/${ordered.categoryId}?view=card&limit=1&facets=true`;
    const inStock = `/api/products/category/${ordered.categoryId}?view=card&limit=1&facets=true&inStock=true`;
    const read = (url: string) => app.inject({ method: 'GET', url });
    const order = (quantity: number) =>
      placeOrder({ app, db, config }, [{ product: ordered.id, size: 'M', quantity }]);
    // The products were written behind the app's back: its first stock change finds the counts moved.
    expect((await order(1)).placed.statusCode).toBe(200);
    expect((await read(faceted)).json().data.map((card: { _id: string }) => card._id)).toEqual([shown.id]);
    expect((await read(inStock)).json().facets.total).toBe(2);

    expect((await order(1)).placed.statusCode).toBe(200);
    expect((await read(faceted)).headers['x-cache']).toBe('hit');
    expect((await read(inStock)).headers['x-cache']).toBe('hit');

    const { placed: soldOut } = await order(3);
    expect(soldOut.statusCode).toBe(200);
    const after = await read(inStock);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().facets.total).toBe(1);
    expect((await read(faceted)).headers['x-cache']).toBeUndefined();
  });

  it('drops the least recently used answer first, not the oldest', () => {
    const cache = createResponseCache({
      ttlMs: 3000,
      maxAgeMs: 300_000,
      longLived: true,
      maxEntries: 3,
      maxBytes: 1_000_000,
      clock,
    });
    const answer = { body: 'x', contentType: 'text/plain', cacheControl: undefined, tags: [] };
    for (const key of ['a', 'b', 'c']) cache.set(key, answer);
    clock.advance(1500);
    expect(cache.get('a')).toBeDefined();
    cache.set('d', answer);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    // Long-lived while every change reaches the instance: still there long past the short lifetime.
    clock.advance(60_000);
    expect(cache.get('c')).toBeDefined();
    cache.setLongLived(false);
    cache.set('e', answer);
    clock.advance(3001);
    expect(cache.get('e')).toBeUndefined();
  });

  it('keeps an answer whose read raced a change to what it shows only the short lifetime', () => {
    const cache = createResponseCache({
      ttlMs: 3000,
      maxAgeMs: 300_000,
      longLived: true,
      maxEntries: 100,
      maxBytes: 1_000_000,
      clock,
    });
    const answer = (tags: string[]) => ({
      body: 'x',
      contentType: 'text/plain',
      cacheControl: undefined,
      tags,
    });
    const fill = (key: string, tags: string[], during?: () => void) => {
      expect(cache.joinFill(key)).toBeUndefined();
      during?.();
      cache.set(key, answer(tags));
      cache.settle(key);
    };
    fill('cleared', ['product:3'], () => cache.clear());
    fill('raced', ['product:1'], () => cache.invalidate(['product:1']));
    fill('other-tag', ['product:2'], () => cache.invalidate(['product:1']));
    fill('after', ['product:1']);
    clock.advance(3001);
    expect(cache.get('raced')).toBeUndefined();
    expect(cache.get('cleared')).toBeUndefined();
    expect(cache.get('other-tag')).toBeDefined();
    expect(cache.get('after')).toBeDefined();
    // Invalidating a tag drops exactly the entries carrying it.
    cache.invalidate(['product:2']);
    expect(cache.get('other-tag')).toBeUndefined();
    expect(cache.get('after')).toBeDefined();
  });

  it('runs a route once for many concurrent misses of one answer (single flight), then serves them all', async () => {
    // A route of its own, so the test counts the reads behind the cache exactly.
    const server = Fastify();
    const cache = createResponseCache({ ttlMs: 5000, maxEntries: 10, maxBytes: 1_000_000, clock });
    let reads = 0;
    await server.register(async (scope) => {
      serveFromCache(scope, cache);
      scope.get('/slow', async () => {
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { success: true, data: reads };
      });
      scope.get('/failing', async (_request, reply) => {
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return reply.code(503).send({ success: false, message: 'down' });
      });
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.inject('/slow')));
    expect(reads).toBe(1);
    expect(answers.map((answer) => answer.json())).toEqual(
      Array.from({ length: 20 }, () => ({ success: true, data: 1 })),
    );
    // A failed fill is not shared: each waiting request then reads for itself.
    reads = 0;
    const failed = await Promise.all(Array.from({ length: 3 }, () => server.inject('/failing')));
    expect(failed.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
    expect(reads).toBe(3);
    await server.close();
  });

  it('reads a busy answer anew shortly before it expires, serving the others meanwhile, never past its life', async () => {
    const server = Fastify();
    const cache = createResponseCache({ ttlMs: 5000, maxEntries: 10, maxBytes: 1_000_000, clock });
    let reads = 0;
    await server.register(async (scope) => {
      serveFromCache(scope, cache);
      scope.get('/busy', async () => {
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { success: true, data: reads };
      });
    });
    await server.inject('/busy');
    clock.advance(3900);
    expect((await server.inject('/busy')).headers['x-cache']).toBe('hit');
    expect(reads).toBe(1);

    // In the last fifth of its life: one request reads it again, the ones meanwhile are served the entry.
    clock.advance(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.inject('/busy')));
    expect(reads).toBe(2);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'hit')).toHaveLength(19);
    expect(answers.map((answer) => answer.json().data).sort()).toEqual([...Array(19).fill(1), 2]);

    // The first entry's life is over; the refreshed one is served.
    clock.advance(1000);
    const later = await server.inject('/busy');
    expect(later.headers['x-cache']).toBe('hit');
    expect(later.json().data).toBe(2);
    // Past the refreshed entry's life too, with nobody asking meanwhile: read anew, not served stale.
    clock.advance(5001);
    expect((await server.inject('/busy')).json().data).toBe(3);
    await server.close();
  });

  it('shows a banner another instance published once the entry expires, and lets no browser keep it longer', async () => {
    const url = buildApiPath(API_PATHS.poster, { name: 'hero-banner' });
    await db
      .insert(posterSets)
      .values({ name: 'hero-banner', images: ['/uploads/old.webp'], links: [''] })
      .onConflictDoUpdate({ target: posterSets.name, set: { images: ['/uploads/old.webp'], links: [''] } });
    clock.advance(5001);
    expect((await app.inject({ method: 'GET', url })).json().data[0].images).toEqual(['/uploads/old.webp']);

    // Published through another instance: this one's cache hears nothing of it.
    await db
      .update(posterSets)
      .set({ images: ['/uploads/new.webp'], links: ['/category/dresses'] })
      .where(eq(posterSets.name, 'hero-banner'));
    const hit = await app.inject({ method: 'GET', url });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['cache-control']).toBe('public, no-cache');
    clock.advance(5001);
    const fresh = await app.inject({ method: 'GET', url });
    expect(fresh.json().data[0]).toMatchObject({
      images: ['/uploads/new.webp'],
      links: ['/category/dresses'],
    });
    expect(fresh.headers['cache-control']).toBe('public, no-cache');
    const categories = await app.inject({ method: 'GET', url: API_PATHS.categories });
    expect(categories.headers['cache-control']).toBe('public, no-cache');
  });
});
