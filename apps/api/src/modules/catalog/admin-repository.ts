/**
 * Back-office catalogue queries: products including archived ones, variants, stock, categories and banners.
 * Writes take the caller's transaction, so each lands with its audit entry or not at all.
 */
import { LOW_STOCK_THRESHOLD } from '@zari/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { categories, posterSets, products, productVariants } from '../../db/schema/index.js';
import type { CreatedKey } from '../../lib/keyset-cursor.js';
import { fullColumns } from './repository.js';

const adminProductColumns = {
  ...fullColumns,
  archivedAt: products.archivedAt,
  createdAt: products.createdAt,
  // Text keeps Postgres' microseconds, which a JS Date would drop and so skip rows between pages.
  createdAtKey: sql<string>`${products.createdAt}::text`,
};

export interface AdminProductSearch {
  q?: string | undefined;
  categoryId?: string | undefined;
  state: 'active' | 'archived' | 'all';
  lowStock: boolean;
  after?: CreatedKey | undefined;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function selectAdminProducts(db: Executor) {
  return db
    .select(adminProductColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export async function searchProducts(db: Executor, search: AdminProductSearch) {
  const filters: (SQL | undefined)[] = [
    search.state === 'active' ? isNull(products.archivedAt) : undefined,
    search.state === 'archived' ? isNotNull(products.archivedAt) : undefined,
    search.q ? ilike(products.title, `%${escapeLike(search.q)}%`) : undefined,
    search.categoryId ? eq(products.categoryId, search.categoryId) : undefined,
    search.lowStock ? lte(products.stockCount, LOW_STOCK_THRESHOLD) : undefined,
    search.after
      ? sql`(${products.createdAt}, ${products.id}) < (${search.after.createdAt}::timestamptz, ${search.after.id}::uuid)`
      : undefined,
  ];
  return selectAdminProducts(db)
    .where(and(...filters))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(search.limit + 1);
}

export async function findProduct(db: Executor, id: string) {
  const [row] = await selectAdminProducts(db).where(eq(products.id, id));
  return row;
}

export async function lockProduct(tx: Transaction, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function insertProduct(tx: Transaction, product: typeof products.$inferInsert) {
  const [row] = await tx.insert(products).values(product).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export async function updateProduct(
  tx: Transaction,
  id: string,
  fields: Partial<typeof products.$inferInsert>,
) {
  const [row] = await tx.update(products).set(fields).where(eq(products.id, id)).returning();
  return row;
}

/**
 * Sets the stock, or moves it by `delta` without going below zero, in one conditional update: an order
 * taking stock at the same moment waits for this row lock, so both changes count. Undefined when the
 * product is missing or a negative delta would go below zero.
 */
export async function changeStock(
  tx: Transaction,
  id: string,
  change: { stockCount: number } | { delta: number },
) {
  const next = 'delta' in change ? sql`${products.stockCount} + ${change.delta}` : sql`${change.stockCount}`;
  const [row] = await tx
    .update(products)
    .set({ stockCount: next })
    .where(
      and(
        eq(products.id, id),
        'delta' in change ? sql`${products.stockCount} + ${change.delta} >= 0` : undefined,
      ),
    )
    .returning({ stockCount: products.stockCount });
  return row;
}

export async function listVariants(db: Executor, productId: string) {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export async function findVariant(db: Executor, productId: string, variantId: string) {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row;
}

export async function insertVariant(tx: Transaction, variant: typeof productVariants.$inferInsert) {
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${productVariants.position}) + 1, 0)::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, variant.productId));
  const [row] = await tx
    .insert(productVariants)
    .values({ ...variant, position: next })
    .returning();
  if (!row) throw new Error('variant insert returned nothing');
  return row;
}

export async function updateVariant(
  tx: Transaction,
  variantId: string,
  fields: Partial<typeof productVariants.$inferInsert>,
) {
  const [row] = await tx
    .update(productVariants)
    .set(fields)
    .where(eq(productVariants.id, variantId))
    .returning();
  return row;
}

export async function deleteVariant(tx: Transaction, variantId: string) {
  await tx.delete(productVariants).where(eq(productVariants.id, variantId));
}

export async function listCategories(db: Executor) {
  return db
    .select({
      id: categories.id,
      title: categories.title,
      slug: categories.slug,
      image: categories.image,
      position: categories.position,
      productCount: sql<number>`(select count(*)::int from ${products} p where p.category_id = ${categories.id} and p.archived_at is null)`,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.title));
}

export async function findCategory(db: Executor, id: string) {
  return (await listCategories(db)).find((category) => category.id === id);
}

export async function categoryExists(db: Executor, id: string) {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.id, id));
  return (row?.n ?? 0) > 0;
}

export async function lockCategory(tx: Transaction, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function insertCategory(tx: Transaction, category: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(category).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

export async function updateCategory(
  tx: Transaction,
  id: string,
  fields: Partial<typeof categories.$inferInsert>,
) {
  await tx.update(categories).set(fields).where(eq(categories.id, id));
}

export async function listPosterSets(db: Executor) {
  return db.select().from(posterSets).orderBy(asc(posterSets.name));
}

export async function lockPosterSet(tx: Transaction, name: string) {
  const [row] = await tx.select().from(posterSets).where(eq(posterSets.name, name)).for('update');
  return row;
}

export async function savePosterSet(tx: Transaction, name: string, images: string[], links: string[]) {
  const [row] = await tx
    .insert(posterSets)
    .values({ name, images, links })
    .onConflictDoUpdate({ target: posterSets.name, set: { images, links } })
    .returning();
  if (!row) throw new Error('poster upsert returned nothing');
  return row;
}
