/** The dashboard's figures, each one aggregate query over orders or products. */
import { and, asc, count, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, products, productVariants, skus } from '../../db/schema/index.js';

const LOW_STOCK_LISTED = 20;

/** Orders placed since `from` that were not cancelled, and what they came to. */
export async function ordersSince(db: Executor, from: Date) {
  const [row] = await db
    .select({ orders: count(), totalPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), ne(orders.stage, 'cancelled')));
  return { orders: row?.orders ?? 0, totalPaise: Number(row?.totalPaise ?? 0) };
}

export async function ordersByStage(db: Executor) {
  return db
    .select({ stage: orders.stage, paymentStatus: orders.paymentStatus, orders: count() })
    .from(orders)
    .groupBy(orders.stage, orders.paymentStatus);
}

export async function refundsDue(db: Executor) {
  const [row] = await db.select({ orders: count() }).from(orders).where(eq(orders.refundDue, true));
  return row?.orders ?? 0;
}

export async function lowStockProducts(db: Executor, threshold: number) {
  return db
    .select({ id: products.id, title: products.title, stockCount: products.stockCount })
    .from(products)
    .where(and(isNull(products.archivedAt), lte(products.stockCount, threshold)))
    .orderBy(asc(products.stockCount), asc(products.title))
    .limit(LOW_STOCK_LISTED);
}

/** Sizes and colours of products on sale with `threshold` pieces or fewer, fewest first (issue 31). */
export async function lowStockSkus(db: Executor, threshold: number) {
  return db
    .select({
      id: products.id,
      title: products.title,
      size: skus.size,
      colorName: sql<string | null>`nullif(coalesce(${productVariants.colorName}, ''), '')`,
      code: skus.code,
      stock: skus.stock,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(productVariants, eq(productVariants.id, skus.variantId))
    .where(and(isNull(products.archivedAt), lte(skus.stock, threshold)))
    .orderBy(
      asc(skus.stock),
      asc(products.title),
      sql`${productVariants.position} nulls first`,
      sql`array_position(${products.sizes}, ${skus.size})`,
    )
    .limit(LOW_STOCK_LISTED);
}
