/**
 * A catalogue at DESIGN §8's scale (100,000 products, 300,000 variants) written by Postgres itself with
 * `INSERT … SELECT generate_series`, so the EXPLAIN test and `pnpm bench` get one in seconds. Titles,
 * descriptions, sizes, colours, prices, discounts and stock vary the way a real catalogue's do, so the planner
 * sees realistic selectivities.
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../src/db/client.js';

export const LARGE_CATEGORIES = [
  { slug: 'sarees', title: 'Sarees', kind: 'Saree', sizes: '{Free Size}' },
  { slug: 'kurtas', title: 'Kurtas', kind: 'Kurta', sizes: '{XS,S,M,L,XL,XXL}' },
  { slug: 'dresses', title: 'Dresses', kind: 'Dress', sizes: '{XS,S,M,L,XL}' },
  { slug: 'tops-and-blouses', title: 'Tops & Blouses', kind: 'Top', sizes: '{S,M,L,XL}' },
  { slug: 'lehengas', title: 'Lehengas', kind: 'Lehenga', sizes: '{S,M,L}' },
  { slug: 'jeans', title: 'Jeans', kind: 'Jeans', sizes: '{26,28,30,32,34}' },
  { slug: 'jewellery', title: 'Jewellery', kind: 'Jhumka', sizes: '{Free Size}' },
  { slug: 'bags', title: 'Bags', kind: 'Potli Bag', sizes: '{Free Size}' },
] as const;

const FABRICS = ['Silk', 'Cotton', 'Linen', 'Organza', 'Chiffon', 'Georgette', 'Rayon', 'Velvet'];
const STYLES = ['Printed', 'Embroidered', 'Block Print', 'Zari', 'Handloom', 'Floral', 'Mirror Work'];
const COLOURS = ['Indigo', 'Maroon', 'Ivory', 'Emerald', 'Mustard', 'Rani Pink', 'Black', 'Teal', 'Peach'];

const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * Stock per SKU (issue 31) as a store's looks: every colour × size of a product its own count, 0–11, a few
 * sizes sold out here and there, and one product in twenty sold out altogether (the listings sink them, the
 * bench's orders meet them); the product's stock_count is the sum, as the inventory module keeps it.
 */
async function writeSkus(tx: Parameters<Parameters<Database['transaction']>[0]>[0]) {
  await tx.execute(sql`
    INSERT INTO skus (product_id, variant_id, size, stock)
    SELECT p.id, v.id, s.size,
           CASE WHEN p.popularity % 20 = 0 THEN 0
                ELSE (p.popularity * 7 + v.position * 5 + s.ord * 3) % 12 END
    FROM products p
    JOIN product_variants v ON v.product_id = p.id
    CROSS JOIN LATERAL unnest(p.sizes) WITH ORDINALITY AS s(size, ord)`);
  await tx.execute(sql`
    UPDATE products p SET stock_count = k.total
    FROM (SELECT product_id, sum(stock)::int AS total FROM skus GROUP BY product_id) k
    WHERE k.product_id = p.id`);
}

/**
 * Fills an empty, migrated database; returns the category ids in LARGE_CATEGORIES order. Maintaining a dozen
 * indexes row by row would take minutes, so inside one transaction the catalogue's indexes are dropped, the
 * rows written, and the same index definitions (read back from pg_indexes) built again in one pass each.
 */
export async function generateLargeCatalog(
  database: Pick<DatabaseHandle, 'withMigrationLock'>,
  productCount = 100_000,
  options: { skus?: boolean } = {},
): Promise<string[]> {
  // A bulk load, not a request: it runs on the migration connection, which has no statement timeout (on a busy
  // CI machine writing 100,000 rows in one statement took longer than a request's 10 s).
  return database.withMigrationLock((db) => writeLargeCatalog(db, productCount, options));
}

async function writeLargeCatalog(
  db: Database,
  productCount: number,
  options: { skus?: boolean },
): Promise<string[]> {
  const categoryIds = await db.transaction(async (tx) => {
    const indexes = await tx.execute<{ name: string; definition: string }>(sql`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename IN ('products', 'product_variants', 'skus') AND indexname NOT LIKE '%_pkey'`);
    for (const index of indexes.rows) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));
    const categoryRows = await tx.execute<{ id: string }>(sql`
      INSERT INTO categories (title, slug, image, position)
      SELECT c.title, c.slug, '/uploads/' || c.slug || '.svg', c.ord
      FROM jsonb_to_recordset(${JSON.stringify(LARGE_CATEGORIES.map((category, ord) => ({ ...category, ord })))}::jsonb)
        AS c(title text, slug text, ord int)
      ORDER BY c.ord
      RETURNING id`);
    const ids = categoryRows.rows.map((row) => row.id);
    const column = (name: 'kind' | 'sizes') => textArray(LARGE_CATEGORIES.map((category) => category[name]));
    // Category k holds products n ≡ k (mod 8); colours are three of COLOURS, one variant each. The products'
    // colours and swatches are written here with the variants' ids, so the variants trigger is not needed.
    await tx.execute(sql`
      INSERT INTO products (title, description, category_id, amount_paise, discounted_paise, images, sizes,
                            stock_count, fast_delivery, tag, product_info, popularity, colors, swatches,
                            created_at)
      SELECT fabric || ' ' || style || ' ' || kind,
             'A ' || lower(fabric) || ' ' || lower(kind) || ' with ' || lower(style)
               || ' details, made in India. Style no. ' || n || '.',
             (${textArray(ids)}::uuid[])[1 + n % ${ids.length}],
             amount, amount - amount * (n % 7) * 10 / 100,
             ARRAY['/uploads/large/' || n || '.webp'],
             ((${column('sizes')}::text[])[1 + n % ${LARGE_CATEGORIES.length}])::text[],
             (n * 31) % 40, n % 3 = 0, CASE WHEN n % 11 = 0 THEN 'Bestseller' ELSE '' END,
             '[{"title":"Fabric","content":"See the title"}]'::jsonb,
             popularity, colors,
             (SELECT jsonb_agg(jsonb_build_object('id', gen_random_uuid(),
                                                  'colorCode', '#' || lpad(to_hex((popularity * 16411 + v * 977) % 16777216), 6, '0'))
                               ORDER BY v)
              FROM generate_series(0, cardinality(colors) - 1) AS v),
             timestamptz '2026-01-01' + n * interval '1 minute'
      FROM generate_series(1, ${productCount}) AS n,
           LATERAL (SELECT (${textArray(FABRICS)}::text[])[1 + n % ${FABRICS.length}] AS fabric,
                           (${textArray(STYLES)}::text[])[1 + (n / 8) % ${STYLES.length}] AS style,
                           (${column('kind')}::text[])[1 + n % ${LARGE_CATEGORIES.length}] AS kind,
                           (49900 + (n * 7919) % 60 * 10000) AS amount,
                           (n * 7919) % 1000 AS popularity,
                           ARRAY(SELECT DISTINCT (${textArray(COLOURS)}::text[])[1 + (n + v * 4) % ${COLOURS.length}]
                                 FROM generate_series(0, 2) AS v) AS colors) AS pick`);
    // products.colors and swatches are already written: the variants trigger would only rewrite them, row by row.
    await tx.execute(sql`ALTER TABLE product_variants DISABLE TRIGGER USER`);
    await tx.execute(sql`
      INSERT INTO product_variants (id, product_id, color_code, color_name, price_paise, discounted_price_paise,
                                    images, position)
      SELECT (swatch.value->>'id')::uuid, p.id, swatch.value->>'colorCode', p.colors[swatch.position],
             p.amount_paise, p.discounted_paise, ARRAY[p.images[1]], swatch.position - 1
      FROM products p, jsonb_array_elements(p.swatches) WITH ORDINALITY AS swatch(value, position)`);
    await tx.execute(sql`ALTER TABLE product_variants ENABLE TRIGGER USER`);
    if (options.skus) await writeSkus(tx);
    for (const index of indexes.rows) await tx.execute(sql.raw(index.definition));
    return ids;
  });
  // Every table the catalogue wrote, as autovacuum would in a while: a table without statistics (skus, 975,000
  // rows at 100k products) is estimated at thousands of rows per product, the plans' costs pass JIT's
  // threshold and every listing took seconds (the bench's 28 reads/s, 10 s timeouts).
  await db.execute(sql`ANALYZE categories, products, product_variants, skus, category_sizes`);
  return categoryIds;
}
