/** The catalogue as the storefront reads it (SPEC §7), on the seeded demo catalogue. */
import { join } from 'node:path';
import {
  API_MESSAGES,
  HOME_TOPS_CATEGORY_SLUG,
  HOT_LIST_CATEGORY_SLUG,
  imageSharePath,
  POSTER_SETS,
} from '@zari/contract';
import {
  CategoryListResponse,
  PosterResponse,
  type Product,
  ProductListResponse,
  ProductResponse,
  ProductVariantListResponse,
} from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { seedDemoCatalog } from '../src/db/seed/seed.js';
import { useTestApp } from './helpers/app.js';

const UNKNOWN_ID = '6f1c2a4e-9b7d-4c3e-8a5f-0d2e4b6c8a10';

describe('catalogue API', async () => {
  const { app, db, config } = await useTestApp();
  await seedDemoCatalog(db, { uploadsDir: join(config.DATA_DIR, 'uploads') });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const listAll = async () => ProductListResponse.parse((await get('/api/products')).json()).data;

  /** Follows nextCursor to the end, as a paging client would. */
  async function walk(query: string, limit: number) {
    const seen: Product[] = [];
    let cursor: string | null | undefined;
    do {
      const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await get(`/api/products?limit=${limit}${query}${suffix}`);
      expect(response.statusCode).toBe(200);
      const page = ProductListResponse.parse(response.json());
      expect(page.data.length).toBeLessThanOrEqual(limit);
      seen.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  describe('GET /api/categories', () => {
    it('lists the categories the home page and drawer need, each with an image that loads', async () => {
      const response = await get('/api/categories');
      expect(response.statusCode).toBe(200);
      const { data } = CategoryListResponse.parse(response.json());
      expect(data.length).toBeGreaterThanOrEqual(8);
      const slugs = data.map((category) => category.slug);
      expect(slugs).toEqual(
        expect.arrayContaining([HOME_TOPS_CATEGORY_SLUG, HOT_LIST_CATEGORY_SLUG, 'jewellery', 'bags']),
      );
      for (const category of data) {
        const image = await get(category.image);
        expect(image.statusCode, category.image).toBe(200);
        expect(image.headers['content-type']).toContain('image/webp');
        // What the pipeline recorded about it (additive), so a link to the category previews its JPEG.
        expect(category.media?.[category.image], category.image).toMatchObject({ widths: [320] });
        const share = await get(imageSharePath(category.image));
        expect(share.statusCode, imageSharePath(category.image)).toBe(200);
        expect(share.headers['content-type']).toBe('image/jpeg');
      }
    });
  });

  describe('GET /api/posters/:name', () => {
    const expectedCounts = {
      'hero-banner': [3, 4],
      'special-offer': [3, 3],
      'you-will-love-these': [6, 6],
      'hot-rn-dresses': [6, 6],
      'now-and-never': [1, 1],
      'sub-poster-1': [1, 1],
      'sub-poster-2': [1, 1],
    } as const;

    it.each(POSTER_SETS)('answers %s with data[0].images of banners the pipeline sized', async (name) => {
      const response = await get(`/api/posters/${name}`);
      expect(response.statusCode).toBe(200);
      const { data } = PosterResponse.parse(response.json());
      const images = data[0]?.images ?? [];
      const [min, max] = expectedCounts[name];
      expect(images.length).toBeGreaterThanOrEqual(min);
      expect(images.length).toBeLessThanOrEqual(max);
      for (const path of images) {
        const image = await get(path);
        expect(image.statusCode, path).toBe(200);
        expect(image.headers['content-type']).toContain('image/webp');
        // Sized, so the storefront sends a srcset and reserves the banner's box before it loads.
        expect(data[0]?.media?.[path], path).toMatchObject({
          width: expect.any(Number),
          height: expect.any(Number),
        });
      }
    });

    it('answers an unknown poster set with 404 and a message', async () => {
      const response = await get('/api/posters/summer-sale');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.posterSetNotFound,
      });
    });
  });

  /** Issue 31: in-stock products first, sold-out ones last, each part in price order. */
  function expectSoldOutLast(list: Product[], byPrice: (a: number, b: number) => number) {
    const inStock = list.map((product) => product.inStock);
    expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
    for (const part of [true, false]) {
      const prices = list.filter((product) => product.inStock === part).map((p) => p.discountedAmount);
      expect(prices).toEqual([...prices].sort(byPrice));
    }
  }

  describe('GET /api/products', () => {
    it('returns the whole demo catalogue with no query, every product complete for a card', async () => {
      const response = await get('/api/products');
      expect(response.statusCode).toBe(200);
      const page = ProductListResponse.parse(response.json());
      expect(page.data.length).toBeGreaterThanOrEqual(80);
      expect(page.nextCursor).toBeNull();
      for (const product of page.data) {
        expect(product.inStock).toBe(product.stockCount > 0);
        expect(product.discountedAmount).toBeLessThanOrEqual(product.amount);
        expect(product.sizes.length).toBeGreaterThan(0);
        expect(product.images.length).toBeGreaterThan(0);
        expect(product.swatches?.length).toBeGreaterThanOrEqual(1);
        expect(product.swatches?.length).toBeLessThanOrEqual(4);
        expect(Object.keys(product.variantImages ?? {})).toEqual(
          product.swatches?.map((swatch) => swatch._id),
        );
      }
      const stock = page.data.map((product) => product.stockCount);
      expect(stock.filter((count) => count === 0).length).toBeGreaterThan(0);
      // Few left of some sizes (each colour × size holds the catalogue's count, issue 31): "Only n left".
      expect(
        page.data.filter((product) =>
          product.availability?.some((cell) => cell.left !== undefined && cell.left > 0),
        ).length,
      ).toBeGreaterThan(0);
      expect(new Set(page.data.map((product) => product._id)).size).toBe(page.data.length);
    });

    it('pages by cursor through every product exactly once, in the same order', async () => {
      const all = await listAll();
      const paged = await walk('', 7);
      expect(paged.map((product) => product._id)).toEqual(all.map((product) => product._id));
    });

    it('sorts by discounted price ascending across pages (the hot list)', async () => {
      const paged = await walk('&sort=price-asc', 9);
      expectSoldOutLast(paged, (a, b) => a - b);
      expect(paged.length).toBe((await listAll()).length);
    });

    it('sorts by discounted price descending', async () => {
      const paged = await walk('&sort=price-desc', 25);
      expectSoldOutLast(paged, (a, b) => b - a);
    });

    it('searches case-insensitively: every title a client-side filter finds, ranked before the rest', async () => {
      const all = await listAll();
      for (const text of ['KURTA', 'jhumka', 'Silk Saree']) {
        const found = await walk(`&search=${encodeURIComponent(text)}`, 7);
        const inTitle = (product: Product) => product.title.toLowerCase().includes(text.toLowerCase());
        const expected = all.filter(inTitle);
        expect(expected.length).toBeGreaterThan(0);
        expect(
          found
            .slice(0, expected.length)
            .map((product) => product._id)
            .sort(),
        ).toEqual(expected.map((product) => product._id).sort());
        expect(new Set(found.map((product) => product._id)).size).toBe(found.length);
      }
      expect(await walk('&search=zz-no-such-thing', 100)).toEqual([]);
    });

    it('treats % and _ in a search as text, not wildcards, and refuses NUL', async () => {
      for (const text of ['%', '_', '\\']) {
        const response = await get(`/api/products?search=${encodeURIComponent(text)}`);
        expect(response.statusCode).toBe(200);
        expect(ProductListResponse.parse(response.json()).data).toEqual([]);
      }
      expect((await get(`/api/products?search=${encodeURIComponent('kurta\u0000')}`)).statusCode).toBe(400);
    });

    it('filters by category and sorts it cheapest first', async () => {
      const categories = CategoryListResponse.parse((await get('/api/categories')).json()).data;
      const dresses = categories.find((category) => category.slug === HOT_LIST_CATEGORY_SLUG);
      const found = await walk(`&categoryId=${dresses?._id}&sort=price-asc`, 5);
      expect(found.length).toBeGreaterThan(5);
      expect(found.every((product) => product.category._id === dresses?._id)).toBe(true);
      expectSoldOutLast(found, (a, b) => a - b);
    });

    it.each([
      ['an unknown cursor', '?cursor=not-a-cursor'],
      [
        'a cursor of another sort',
        `?sort=price-asc&cursor=${Buffer.from(JSON.stringify(['2026-01-01', UNKNOWN_ID])).toString('base64url')}`,
      ],
      ['a zero limit', '?limit=0'],
      ['a limit above the page maximum', '?limit=101'],
      ['a fractional limit', '?limit=2.5'],
      ['an unknown sort', '?sort=cheapest'],
      ['a malformed category id', '?categoryId=42'],
      ['an over-long search', `?search=${'a'.repeat(101)}`],
    ])('answers %s with 400', async (_label, query) => {
      const response = await get(`/api/products${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
      expect(typeof response.json().message).toBe('string');
    });

    it('reads stock from the database on every request', async () => {
      const [first] = await listAll();
      if (!first) throw new Error('no products');
      await db.update(products).set({ stockCount: 0 }).where(eq(products.id, first._id));
      const product = ProductResponse.parse((await get(`/api/products/${first._id}`)).json()).data;
      expect(product).toMatchObject({ stockCount: 0, inStock: false });
      await db.update(products).set({ stockCount: first.stockCount }).where(eq(products.id, first._id));
    });
  });

  describe('GET /api/products/category/:categoryId', () => {
    it('lists only the products of that category', async () => {
      const categories = CategoryListResponse.parse((await get('/api/categories')).json()).data;
      const tops = categories.find((category) => category.slug === HOME_TOPS_CATEGORY_SLUG);
      const response = await get(`/api/products/category/${tops?._id}`);
      expect(response.statusCode).toBe(200);
      const { data } = ProductListResponse.parse(response.json());
      expect(data.length).toBeGreaterThanOrEqual(6);
      expect(
        data.every(
          (product) =>
            product.category._id === tops?._id && product.category.slug === HOME_TOPS_CATEGORY_SLUG,
        ),
      ).toBe(true);
      const all = await listAll();
      expect(data.length).toBe(all.filter((product) => product.category._id === tops?._id).length);
    });

    it('answers a known category whose filters match nothing with an empty page, not 404', async () => {
      const categories = CategoryListResponse.parse((await get('/api/categories')).json()).data;
      const tops = categories.find((category) => category.slug === HOME_TOPS_CATEGORY_SLUG);
      const response = await get(`/api/products/category/${tops?._id}?search=zz-no-such-thing`);
      expect(response.statusCode).toBe(200);
      expect(ProductListResponse.parse(response.json())).toMatchObject({ data: [], nextCursor: null });
    });

    it('answers an unknown category with 404 and a malformed id with 400', async () => {
      const unknown = await get(`/api/products/category/${UNKNOWN_ID}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.categoryNotFound,
      });
      const malformed = await get('/api/products/category/tops-and-blouses');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().success).toBe(false);
    });
  });

  describe('GET /api/products/:id', () => {
    it('answers one product, the same as in the list', async () => {
      const all = await listAll();
      const chosen = all[3];
      const response = await get(`/api/products/${chosen?._id}`);
      expect(response.statusCode).toBe(200);
      expect(ProductResponse.parse(response.json()).data).toEqual(chosen);
    });

    it('answers an unknown id with 404 and a malformed id with 400', async () => {
      const unknown = await get(`/api/products/${UNKNOWN_ID}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.productNotFound,
      });
      for (const id of ['123', 'not-a-uuid', `${UNKNOWN_ID}x`, "1' OR '1'='1"]) {
        const malformed = await get(`/api/products/${encodeURIComponent(id)}`);
        expect(malformed.statusCode, id).toBe(400);
      }
    });
  });

  describe('GET /api/product-variants/product/:productId', () => {
    it("lists a product's colour variants with their own prices and images", async () => {
      const all = await listAll();
      const withSeveral = all.find((product) => (product.swatches?.length ?? 0) >= 3);
      const response = await get(`/api/product-variants/product/${withSeveral?._id}`);
      expect(response.statusCode).toBe(200);
      const { data } = ProductVariantListResponse.parse(response.json());
      expect(data.map((variant) => variant._id)).toEqual(withSeveral?.swatches?.map((swatch) => swatch._id));
      expect(data.map((variant) => variant.colorCode)).toEqual(
        withSeveral?.swatches?.map((swatch) => swatch.colorCode),
      );
      expect(data[0]).toMatchObject({
        price: withSeveral?.amount,
        discountedPrice: withSeveral?.discountedAmount,
      });
      for (const variant of data) {
        expect(variant.product).toBe(withSeveral?._id);
        expect(variant.discountedPrice).toBeLessThanOrEqual(variant.price);
        expect(variant.images).toEqual(withSeveral?.variantImages?.[variant._id]);
        expect((await get(variant.images[0] ?? '')).statusCode).toBe(200);
      }
    });

    it('answers an unknown product with 404 and a malformed id with 400', async () => {
      const unknown = await get(`/api/product-variants/product/${UNKNOWN_ID}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.productNotFound,
      });
      expect((await get('/api/product-variants/product/abc')).statusCode).toBe(400);
    });
  });

  it('never answers bad input with a 5xx', async () => {
    const urls = [
      '/api/products?limit=-1',
      '/api/products?limit=abc',
      '/api/products?cursor=',
      `/api/products?cursor=${'x'.repeat(500)}`,
      `/api/products?cursor=${Buffer.from('[1,2,3]').toString('base64url')}`,
      `/api/products?cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
      '/api/products?search=%00',
      '/api/products?sort[]=newest',
      '/api/products/%E0%A4%A',
      '/api/posters/%00',
      `/api/posters/${'a'.repeat(2000)}`,
      '/api/products/category/%27',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
