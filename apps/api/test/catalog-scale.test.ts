/** At catalogue scale nothing sends the whole catalogue, and searches and pages use their indexes (DESIGN §8). */
import { PRODUCT_PAGE_SIZE_MAX } from '@zari/contract';
import { ProductListResponse } from '@zari/contract/schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';

const PRODUCT_COUNT = 20_000;

describe('a large catalogue', async () => {
  const { app, db } = await useTestApp();
  await db.execute(sql`
    INSERT INTO categories (id, title, slug, image)
    VALUES ('00000000-0000-4000-8000-000000000001', 'Sarees', 'sarees', '/uploads/sarees.svg')`);
  await db.execute(sql`
    INSERT INTO products (title, description, category_id, amount_paise, discounted_paise, sizes, stock_count, created_at)
    SELECT (ARRAY['Silk', 'Cotton', 'Linen', 'Organza'])[1 + n % 4] || ' Saree No. ' || n, 'A saree.',
           '00000000-0000-4000-8000-000000000001', 200000 + n, 100000 + (n * 7919) % 100000, '{Free Size}', n % 20,
           timestamptz '2026-01-01' + n * interval '1 second'
    FROM generate_series(1, ${PRODUCT_COUNT}) AS n`);
  await db.execute(sql`ANALYZE products`);

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers GET /api/products with one capped page and a cursor to continue', async () => {
    const response = await get('/api/products');
    const page = ProductListResponse.parse(response.json());
    expect(page.data.length).toBe(PRODUCT_PAGE_SIZE_MAX);
    expect(page.data[0]?.title).toBe(`Silk Saree No. ${PRODUCT_COUNT}`);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('reaches a deep page with the same answer shape', async () => {
    let cursor: string | null | undefined;
    for (let pageNumber = 0; pageNumber < 5; pageNumber++) {
      const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = ProductListResponse.parse(
        (await get(`/api/products?limit=100&sort=price-asc${suffix}`)).json(),
      );
      cursor = page.nextCursor;
    }
    const page = ProductListResponse.parse(
      (await get(`/api/products?limit=3&sort=price-asc&cursor=${cursor}`)).json(),
    );
    expect(page.data).toHaveLength(3);
  });

  it('can answer a title search from the trigram index, not only by reading every row', async () => {
    // At 20,000 short rows a sequential scan is still cheap; forbid it to prove the index serves the query.
    const text = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = await tx.execute(sql`EXPLAIN SELECT id FROM products WHERE title ILIKE '%No. 1234%'`);
      return (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(text).toContain('products_title_trgm_idx');
    const found = ProductListResponse.parse((await get('/api/products?search=no.%201234')).json()).data;
    expect(found.map((product) => product.title).sort()).toEqual(
      Array.from({ length: 11 }, (_, index) => (index === 0 ? 1234 : 12340 + index - 1))
        .map((n) => `${['Silk', 'Cotton', 'Linen', 'Organza'][n % 4]} Saree No. ${n}`)
        .sort(),
    );
  });
});
