/**
 * Issue 36: a listing's facet counts are summed from facet_cells (migration 0030), kept by triggers on
 * products. Whatever the writes (new products, stock selling out and coming back, prices, sizes, colours,
 * origin, category, archiving, deletion, compaction), the cells' counts equal the live count over the products
 * for every filter the cells answer, and a listing's total is the number of products it pages through.
 */
import { PRICE_BAND_VALUES, PRICE_BANDS_RUPEES } from '@zari/contract';
import { ProductCardListResponse } from '@zari/contract/schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogQueries,
  compactFacetCells,
  countFacetsLive,
  type FacetRow,
  facetCellFilters,
  type ProductFilters,
} from '../src/modules/catalog/repository.js';
import { useTestApp } from './helpers/app.js';

const SIZES = ['S', 'M', 'L', 'Free Size'];
const COLOURS = ['Indigo', 'Maroon', 'Teal'];
const ORIGINS = [null, 'IN', 'BD'];
/** Prices on and around the band edges, in paise. */
const PRICES = [0, 100, 49_999, 50_000, 50_001, 99_900, 100_000, 150_000, 249_999, 250_000, 500_000, 900_000];

const normalised = (rows: FacetRow[]) => rows.map((row) => `${row.facet}|${row.value}|${row.count}`).sort();

describe('facet cells', async () => {
  const { app, db } = await useTestApp();
  const queries = catalogQueries(db);
  const categoryIds = (
    await db.execute<{ id: string }>(sql`
      insert into categories (title, slug, image, position)
      values ('Cells A', 'cells-a', '/a.svg', 0), ('Cells B', 'cells-b', '/b.svg', 1)
      returning id`)
  ).rows.map((row) => row.id);

  it('keys a price by the band the contract names and whether it is the band start', async () => {
    for (const [index, [min, max]] of PRICE_BANDS_RUPEES.entries()) {
      const probes = [min * 100, min * 100 + 1, ...(max === null ? [min * 1000] : [max * 100 - 1])];
      for (const paise of probes) {
        const [row] = (
          await db.execute<{ band: number; start: boolean }>(
            sql`select listing_price_band(${paise}::integer) as band, listing_price_band_start(${paise}::integer) as start`,
          )
        ).rows;
        expect(row, `${paise} paise`).toEqual({ band: index, start: paise === min * 100 });
      }
    }
  });

  const product = fc.record({
    category: fc.nat(1),
    sizes: fc.subarray(SIZES),
    colors: fc.subarray(COLOURS),
    origin: fc.constantFrom(...ORIGINS),
    price: fc.constantFrom(...PRICES),
    markup: fc.constantFrom(0, 10_000, 200_000),
    stock: fc.constantFrom(0, 1, 5),
    fast: fc.boolean(),
  });
  const write = fc.oneof(
    fc.record({
      kind: fc.constant('insert' as const),
      products: fc.array(product, { minLength: 1, maxLength: 4 }),
    }),
    fc.record({ kind: fc.constant('stock' as const), pick: fc.nat(), stock: fc.constantFrom(0, 1, 3) }),
    fc.record({ kind: fc.constant('price' as const), pick: fc.nat(), price: fc.constantFrom(...PRICES) }),
    fc.record({ kind: fc.constant('facets' as const), pick: fc.nat(), to: product }),
    fc.record({ kind: fc.constant('archive' as const), pick: fc.nat(), archived: fc.boolean() }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('compact' as const), category: fc.nat(1) }),
  );
  type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;
  const filters = fc.record(
    {
      category: fc.option(fc.nat(1), { nil: undefined }),
      sizes: fc.subarray(SIZES, { minLength: 1 }),
      colors: fc.subarray(COLOURS, { minLength: 1 }),
      origins: fc.subarray(['IN', 'BD'], { minLength: 1 }),
      price: fc.constantFrom(...PRICE_BAND_VALUES, '500-1500', '-1000', '1000-', '0-0', '480-1000'),
      minDiscountPercent: fc.constantFrom(10, 30, 50),
      fastDelivery: fc.boolean(),
      inStock: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  async function pickId(pick: number): Promise<string | undefined> {
    const ids = (await db.execute<{ id: string }>(sql`select id from products order by id`)).rows;
    return ids.length > 0 ? ids[pick % ids.length]?.id : undefined;
  }

  async function apply(step: Write) {
    if (step.kind === 'insert') {
      await db.execute(sql`
        insert into products (title, description, category_id, amount_paise, discounted_paise, sizes, colors,
                              stock_count, fast_delivery, disclosures)
        select 'Cell', '', (${sql.param(categoryIds)}::uuid[])[p.category + 1], p.price + p.markup, p.price,
               p.sizes, p.colors, p.stock, p.fast,
               case when p.origin is null then '{}'::jsonb else jsonb_build_object('countryOfOrigin', p.origin) end
        from jsonb_to_recordset(${JSON.stringify(step.products)}::jsonb)
          as p(category int, sizes text[], colors text[], origin text, price int, markup int, stock int, fast boolean)`);
      return;
    }
    if (step.kind === 'compact') {
      await compactFacetCells(db, categoryIds[step.category] as string);
      return;
    }
    const id = await pickId(step.pick);
    if (!id) return;
    if (step.kind === 'stock')
      await db.execute(sql`update products set stock_count = ${step.stock} where id = ${id}`);
    if (step.kind === 'price')
      await db.execute(sql`update products set discounted_paise = ${step.price},
        amount_paise = greatest(amount_paise, ${step.price}) where id = ${id}`);
    if (step.kind === 'archive')
      await db.execute(
        sql`update products set archived_at = ${step.archived ? sql`now()` : sql`null`} where id = ${id}`,
      );
    if (step.kind === 'delete') await db.execute(sql`delete from products where id = ${id}`);
    if (step.kind === 'facets') {
      const to = step.to;
      await db.execute(sql`update products set category_id = ${categoryIds[to.category]}, sizes = ${sql.param(to.sizes)}::text[],
        colors = ${sql.param(to.colors)}::text[], fast_delivery = ${to.fast},
        disclosures = ${JSON.stringify(to.origin ? { countryOfOrigin: to.origin } : {})}::jsonb
        where id = ${id}`);
    }
  }

  function toFilters(picked: {
    category?: number;
    sizes?: string[];
    colors?: string[];
    origins?: string[];
    price?: string;
    minDiscountPercent?: number;
    fastDelivery?: boolean;
    inStock?: boolean;
  }): ProductFilters {
    const [min, max] = (picked.price ?? '-').split('-');
    return {
      categoryId: picked.category === undefined ? undefined : categoryIds[picked.category],
      sizes: picked.sizes,
      colors: picked.colors,
      origins: picked.origins,
      minPaise: min ? Number(min) * 100 : undefined,
      maxPaise: max ? Number(max) * 100 : undefined,
      minDiscountPercent: picked.minDiscountPercent,
      fastDelivery: picked.fastDelivery,
      inStock: picked.inStock,
    };
  }

  it('counts exactly what the live count over the products counts, after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 12 }),
        fc.array(filters, { minLength: 1, maxLength: 6 }),
        async (writes, asked) => {
          for (const step of writes) await apply(step);
          for (const picked of asked) {
            const chosen = toFilters(picked);
            const live = normalised(await countFacetsLive(db, chosen));
            expect(normalised(await queries.countFacets(chosen)), JSON.stringify(picked)).toEqual(live);
          }
        },
      ),
      { numRuns: 40 },
    );
    // The runs wrote something, and the cells answered (not only the live fallback).
    expect(
      facetCellFilters({ categoryId: categoryIds[0], minPaise: 50_000, maxPaise: 100_000 }),
    ).toBeDefined();
    expect(facetCellFilters({ minPaise: 48_000 })).toBeUndefined();
    const [cells] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from facet_cells`)).rows;
    expect(cells?.n).toBeGreaterThan(0);
  });

  it("gives a listing's total as the number of products it pages through", async () => {
    for (const query of ['', '&size=M', '&color=Teal&inStock=true', '&price=500-1000', '&discount=30']) {
      const base = `/api/products/category/${categoryIds[0]}?view=card&limit=5${query}`;
      const first = ProductCardListResponse.parse(
        (await app.inject({ method: 'GET', url: `${base}&facets=true` })).json(),
      );
      let seen = first.data.length;
      let cursor = first.nextCursor;
      while (cursor) {
        const page = ProductCardListResponse.parse(
          (await app.inject({ method: 'GET', url: `${base}&cursor=${encodeURIComponent(cursor)}` })).json(),
        );
        seen += page.data.length;
        cursor = page.nextCursor;
      }
      expect(first.facets?.total, query).toBe(seen);
    }
  });
});
