/**
 * Migration 0014 moves today's stock onto SKUs without loss (ADR 0023): its hand-written statements, run on
 * a copy of the demo catalogue as it stood before SKUs (products with one stock_count, colours, sizes), plus
 * a product without sizes and one without colours, and an order line to point at its SKU.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.js';
import { categories, products, productVariants } from '../src/db/schema/index.js';
import { buildDemoCatalog } from '../src/db/seed/seed.js';
import { createTestDatabase } from './helpers/database.js';

const handWritten = readFileSync(join(MIGRATIONS_FOLDER, '0018_stock_per_sku.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => statement.includes('-- hand-written:') && statement.includes('"skus"'));

describe('moving stock onto SKUs (migration 0014)', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  afterAll(() => database.drop());

  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result = await db.execute(query);
    return ('rows' in result ? result.rows : result) as T[];
  };

  it("keeps every piece: the total and each product's count, all on its first size of its first colour", async () => {
    expect(handWritten).toHaveLength(2);
    const demo = buildDemoCatalog();
    await db.insert(categories).values(demo.categories);
    await db.insert(products).values(demo.products);
    await db.insert(productVariants).values(demo.variants);
    const category = demo.categories[0]?.id ?? '';
    const [sizeless] = await db
      .insert(products)
      .values({
        title: 'Silver Anklet',
        description: '-',
        categoryId: category,
        amountPaise: 1,
        discountedPaise: 1,
        stockCount: 7,
      })
      .returning();
    const [colourless] = await db
      .insert(products)
      .values({
        title: 'Plain Kurta',
        description: '-',
        categoryId: category,
        amountPaise: 1,
        discountedPaise: 1,
        sizes: ['S', 'M', 'M', 'L'],
        stockCount: 11,
      })
      .returning();
    // The demo is as it was before SKUs: no rows in skus (the seed writes them only for new databases).
    await db.execute(sql`delete from skus`);
    const [before] = await rows<{ total: number; products: number }>(
      sql`select sum(stock_count)::int as total, count(*)::int as products from products`,
    );
    expect(before?.total).toBeGreaterThan(1000);

    for (const statement of handWritten) await db.execute(sql.raw(statement));

    const [after] = await rows<{ total: number }>(sql`select sum(stock)::int as total from skus`);
    expect(after?.total).toBe(before?.total);
    const mismatched = await rows<{ id: string }>(sql`
      select p.id from products p
      where p.stock_count <> (select coalesce(sum(s.stock), 0) from skus s where s.product_id = p.id)`);
    expect(mismatched).toEqual([]);
    // Every colour × size has a SKU; the stock sits on the first size of the first colour.
    const [cells] = await rows<{ expected: number; actual: number }>(sql`
      select (select sum(greatest(cardinality(sizes), 1) * greatest(
                (select count(*) from product_variants v where v.product_id = p.id), 1))::int from products p
              where p.id <> ${colourless?.id}) + 3 as expected,
             (select count(*)::int from skus) as actual`);
    expect(cells?.actual).toBe(cells?.expected);
    const misplaced = await rows<{ id: string }>(sql`
      select s.id from skus s join products p on p.id = s.product_id
      left join product_variants v on v.id = s.variant_id
      where s.stock > 0 and (s.size <> coalesce(p.sizes[1], '') or v.id is distinct from (
        select v1.id from product_variants v1 where v1.product_id = p.id order by v1.position, v1.id limit 1))`);
    expect(misplaced).toEqual([]);
    expect(await rows(sql`select size, stock from skus where product_id = ${sizeless?.id}`)).toEqual([
      { size: '', stock: 7 },
    ]);
    expect(
      await rows(
        sql`select size, stock from skus where product_id = ${colourless?.id} and variant_id is null order by size`,
      ),
    ).toEqual([
      { size: 'L', stock: 0 },
      { size: 'M', stock: 0 },
      { size: 'S', stock: 11 },
    ]);
  });
});
