/**
 * The hot reads are written by a serialiser compiled from the contract's schemas (lib/compiled-serializer.ts).
 * Over real HTTP each answers what zod's serialiser would, JSON.stringify of the service's answer encoded
 * by the route's schema, as the same JSON value (the compiled one writes required fields first, so the
 * bytes may differ in key order): no field the schema lists is dropped and none it does not list leaks.
 */
import { join } from 'node:path';
import { ROUTES } from '@zari/contract/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoCatalog, seedPincodes } from '../src/db/seed/seed.js';
import { systemClock } from '../src/lib/clock.js';
import { compileSerializer } from '../src/lib/compiled-serializer.js';
import { createResponseCache } from '../src/lib/response-cache.js';
import { catalogService } from '../src/modules/catalog/service.js';
import { pincodeService } from '../src/modules/pincodes/service.js';
import { useTestApp } from './helpers/app.js';

describe('compiled serialiser of the hot reads', async () => {
  const { app, db, config } = await useTestApp();
  await seedDemoCatalog(db, { uploadsDir: join(config.DATA_DIR, 'uploads') });
  await seedPincodes(db);
  // The same services the routes call, uncached, for the answers zod would have written.
  const catalog = catalogService({
    db,
    cache: createResponseCache({ ttlMs: 0, maxEntries: 1, maxBytes: 1_000_000, clock: systemClock }),
  });
  const pincodes = pincodeService({ db, clock: systemClock, cacheTtlMs: 0 });
  const zodJson = (schema: z.ZodType, answer: unknown) => JSON.stringify(z.encode(schema, answer as never));
  /** The same JSON value, keys in any order; every value, `null` and empty arrays included, must match. */
  const expectSameJson = (written: string, expected: string) =>
    expect(JSON.parse(written)).toStrictEqual(JSON.parse(expected));

  const [category] = await catalog.listCategories();
  const [product] = (await catalog.listProducts({ limit: 1 })).data;
  if (!category || !product) throw new Error('the demo catalogue is missing');

  const reads: [string, string, z.ZodType, () => Promise<unknown>][] = [
    [
      'categories',
      '/api/categories',
      ROUTES.listCategories.response,
      async () => ({
        success: true,
        data: await catalog.listCategories(),
      }),
    ],
    [
      'a poster set',
      '/api/posters/hero-banner',
      ROUTES.getPosterSet.response,
      async () => ({
        success: true,
        data: [await catalog.getPosterSet('hero-banner')],
      }),
    ],
    [
      'a page of full products',
      '/api/products?limit=5',
      ROUTES.listProducts.response,
      async () => ({
        success: true,
        ...(await catalog.listProducts({ limit: 5 })),
      }),
    ],
    [
      'a page of cards with facets',
      '/api/products?limit=5&view=card&facets=true',
      ROUTES.listProducts.response,
      async () => ({
        success: true,
        ...(await catalog.listProducts({ limit: 5, view: 'card', facets: 'true' })),
      }),
    ],
    [
      'a category page of cards',
      `/api/products/category/${category._id}?limit=5&view=card`,
      ROUTES.listProductsByCategory.response,
      async () => ({
        success: true,
        ...(await catalog.listProductsByCategory(category._id, { limit: 5, view: 'card' })),
      }),
    ],
    [
      'a product',
      `/api/products/${product._id}`,
      ROUTES.getProduct.response,
      async () => ({
        success: true,
        data: await catalog.getProduct(product._id),
      }),
    ],
    [
      "a product's variants",
      `/api/product-variants/product/${product._id}`,
      ROUTES.listProductVariants.response,
      async () => ({ success: true, data: await catalog.listVariants(product._id) }),
    ],
  ];

  it.each(reads)('%s: what zod would write', async (_name, url, schema, answer) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectSameJson(response.body, zodJson(schema, await answer()));
  });

  it('writes the optional parts a card page carries: the next cursor, swatches and facets', async () => {
    const body = (
      await app.inject({ method: 'GET', url: '/api/products?limit=5&view=card&facets=true' })
    ).json();
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.facets.sizes.length).toBeGreaterThan(0);
    expect(body.data[0].swatches).toEqual(expect.any(Array));
  });

  it.each(['560034', '799999'])('pincode %s: what zod would write', async (pincode) => {
    const response = await app.inject({ method: 'POST', url: '/api/pincodes/check', payload: { pincode } });
    expect(response.statusCode).toBe(200);
    expectSameJson(response.body, zodJson(ROUTES.checkPincode.response, await pincodes.check(pincode)));
  });

  it('leaves out a field the schema does not list, as zod strips it', async () => {
    const full = await catalog.getProduct(product._id);
    const written = compileSerializer(ROUTES.getProduct.response)({
      success: true,
      data: { ...full, supplierCostPaise: 1 },
    });
    expect(written).not.toContain('supplierCostPaise');
    expectSameJson(written, zodJson(ROUTES.getProduct.response, { success: true, data: full }));
  });
});
