/** Catalogue queries: the only file of the catalogue module that touches drizzle. */
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, posterSets, products, productVariants } from '../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;
export type PosterSetRow = typeof posterSets.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ProductSort = 'newest' | 'price-asc' | 'price-desc';

/** Where the previous page ended: the sort key (timestamp text or paise) and the id that breaks ties. */
export interface ProductKey {
  key: string | number;
  id: string;
}

export interface ProductPageQuery {
  search?: string | undefined;
  categoryId?: string | undefined;
  sort: ProductSort;
  limit: number;
  after?: ProductKey | undefined;
}

const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  amountPaise: products.amountPaise,
  discountedPaise: products.discountedPaise,
  images: products.images,
  sizes: products.sizes,
  stockCount: products.stockCount,
  fastDelivery: products.fastDelivery,
  tag: products.tag,
  productInfo: products.productInfo,
  category: { id: categories.id, title: categories.title, slug: categories.slug },
  // Text keeps Postgres' microseconds, which a JS Date would drop and so skip rows between pages.
  createdAtKey: sql<string>`${products.createdAt}::text`,
};

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function selectProducts(db: Executor) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.title));
}

export async function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function findPosterSet(db: Executor, name: string): Promise<PosterSetRow | undefined> {
  const [row] = await db.select().from(posterSets).where(eq(posterSets.name, name)).limit(1);
  return row;
}

/** `%`, `_` and `\` typed by a shopper are text, not LIKE wildcards. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Keyset pagination over an index of (sort key, id): page 1,000 costs what page 1 costs. */
function keysetOrder(sort: ProductSort, after: ProductKey | undefined): { order: SQL[]; after?: SQL } {
  if (sort === 'newest') {
    return {
      order: [desc(products.createdAt), desc(products.id)],
      ...(after && {
        after: sql`(${products.createdAt}, ${products.id}) < (${String(after.key)}::timestamptz, ${after.id}::uuid)`,
      }),
    };
  }
  const direction = sort === 'price-asc' ? asc : desc;
  const comparison = sort === 'price-asc' ? sql`>` : sql`<`;
  return {
    order: [direction(products.discountedPaise), direction(products.id)],
    ...(after && {
      after: sql`(${products.discountedPaise}, ${products.id}) ${comparison} (${Number(after.key)}::integer, ${after.id}::uuid)`,
    }),
  };
}

/** One page of products plus one more row, which tells the caller whether another page exists. */
export function listProducts(db: Executor, query: ProductPageQuery): Promise<ProductRow[]> {
  const { order, after } = keysetOrder(query.sort, query.after);
  const conditions = [
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    query.search ? ilike(products.title, containsPattern(query.search)) : undefined,
    after,
  ];
  return selectProducts(db)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit + 1);
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row;
}

export async function productExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return row !== undefined;
}

export function listVariants(db: Executor, productIds: readonly string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}
