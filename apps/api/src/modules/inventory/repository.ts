/**
 * Stock queries: the only writes of `skus.stock` and `products.stock_count` (their sum, kept in the same
 * transaction) besides the order statement's take, whose SQL this module owns too (take-stock.ts). Every
 * writer locks products in id order, and a product before its SKUs, so no two wait in a circle.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { products, productVariants, skus } from '../../db/schema/index.js';

export type SkuRow = typeof skus.$inferSelect;

/** Locks products in id order (the order every writer of stock takes them in). */
export async function lockProducts(tx: Transaction, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('update');
}

/** A product's SKUs, colours in position order then sizes in the product's order; FOR UPDATE in a writer. */
export async function listSkus(db: Executor, productId: string, lock = false) {
  const query = db
    .select({
      id: skus.id,
      productId: skus.productId,
      variantId: skus.variantId,
      size: skus.size,
      stock: skus.stock,
      code: skus.code,
    })
    .from(skus)
    .leftJoin(productVariants, eq(productVariants.id, skus.variantId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.productId, productId))
    .orderBy(
      sql`${productVariants.position} nulls first`,
      asc(productVariants.id),
      sql`array_position(${products.sizes}, ${skus.size})`,
      asc(skus.id),
    );
  return lock ? query.for('update', { of: skus }) : query;
}

/** Adds to one SKU and to its product's sum (the product already locked by the caller). */
export async function addToSku(tx: Transaction, productId: string, skuId: string, quantity: number) {
  await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${quantity}` })
    .where(eq(skus.id, skuId));
  await tx
    .update(products)
    .set({ stockCount: sql`${products.stockCount} + ${quantity}` })
    .where(eq(products.id, productId));
}

/**
 * Sets one SKU's stock (and code, when given), or moves it by `delta` without going below zero, in one
 * conditional update; undefined when the SKU is not the product's or a delta would go below zero.
 */
export async function changeSku(
  tx: Transaction,
  productId: string,
  skuId: string,
  change: { stock: number } | { delta: number },
  code?: string | null,
) {
  const next = 'delta' in change ? sql`${skus.stock} + ${change.delta}` : sql`${change.stock}`;
  const [row] = await tx
    .update(skus)
    .set({ stock: next, ...(code !== undefined && { code }) })
    .where(
      and(
        eq(skus.id, skuId),
        eq(skus.productId, productId),
        'delta' in change ? sql`${skus.stock} + ${change.delta} >= 0` : undefined,
      ),
    )
    .returning({ stock: skus.stock });
  return row;
}

/** Subtracts pieces taken from their products' `stock_count` (the products already locked by the caller). */
export async function subtractFromProducts(tx: Transaction, quantities: ReadonlyMap<string, number>) {
  if (quantities.size === 0) return;
  await tx.execute(sql`
    update ${products} p set stock_count = p.stock_count - t.quantity
    from unnest(${sql.param([...quantities.keys()])}::uuid[], ${sql.param([...quantities.values()])}::int[])
      as t(id, quantity)
    where p.id = t.id`);
}

/** Makes the product's `stock_count` the sum of its SKUs again; answers it. */
export async function resumProduct(tx: Transaction, productId: string) {
  const [row] = await tx
    .update(products)
    .set({
      stockCount: sql`(SELECT coalesce(sum(s.stock), 0)::int FROM skus s WHERE s.product_id = ${productId})`,
    })
    .where(eq(products.id, productId))
    .returning({ stockCount: products.stockCount });
  return row?.stockCount ?? 0;
}

/** A product's sizes and its colours in position order, read under the product's lock. */
export async function lockProductShape(tx: Transaction, productId: string) {
  const [product] = await tx
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) return undefined;
  const variants = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return { sizes: product.sizes, variantIds: variants.map((variant) => variant.id) };
}

/** Points SKUs at another colour or size (a colourless product's first colour, a sizeless one's first size). */
export async function repointSkus(
  tx: Transaction,
  productId: string,
  from: { variantId?: null; size?: string },
  to: { variantId?: string; size?: string },
) {
  await tx
    .update(skus)
    .set({
      ...(to.variantId !== undefined && { variantId: to.variantId }),
      ...(to.size !== undefined && { size: to.size }),
    })
    .where(
      and(
        eq(skus.productId, productId),
        from.variantId === null ? sql`${skus.variantId} is null` : undefined,
        from.size !== undefined ? eq(skus.size, from.size) : undefined,
      ),
    );
}

export async function deleteSkus(tx: Transaction, ids: readonly string[]) {
  if (ids.length > 0) await tx.delete(skus).where(inArray(skus.id, [...ids]));
}

export async function insertSkus(
  tx: Transaction,
  rows: { productId: string; variantId: string | null; size: string; stock?: number }[],
) {
  if (rows.length > 0) await tx.insert(skus).values(rows).onConflictDoNothing();
}

/** New products' SKUs with their stock and codes; a code already taken fails the statement (23505). */
export async function insertStockedSkus(
  tx: Transaction,
  rows: { productId: string; variantId: string | null; size: string; stock: number; code: string | null }[],
) {
  if (rows.length > 0) await tx.insert(skus).values(rows);
}

/** Each product's total made the sum of its SKUs, in one statement for many products. */
export async function resumProducts(tx: Transaction, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    update ${products} p set stock_count = coalesce((select sum(s.stock) from skus s where s.product_id = p.id), 0)
    where p.id = any(${sql.param([...productIds])}::uuid[])`);
}

/** What a message names of some SKUs: the product's title, the colour's name ('' without colours), the size. */
export async function describeSkus(db: Executor, skuIds: readonly string[]) {
  if (skuIds.length === 0) return [];
  return db
    .select({
      id: skus.id,
      productId: skus.productId,
      title: products.title,
      colour: sql<string>`coalesce(${productVariants.colorName}, '')`,
      size: skus.size,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(productVariants, eq(productVariants.id, skus.variantId))
    .where(inArray(skus.id, [...skuIds]));
}

export const inventoryRepository = {
  describeSkus,
  lockProducts,
  listSkus,
  addToSku,
  subtractFromProducts,
  changeSku,
  resumProduct,
  resumProducts,
  insertStockedSkus,
  lockProductShape,
  repointSkus,
  deleteSkus,
  insertSkus,
};
export type InventoryRepository = typeof inventoryRepository;
