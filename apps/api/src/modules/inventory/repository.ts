/**
 * Stock queries: the only writes of `products.stock_count` besides the order statement's take, whose SQL this
 * module owns too (take-stock.ts). Every writer locks products in id order, so no two wait in a circle.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** Locks products in id order (the order every writer of stock takes them in). */
export async function lockProducts(tx: Transaction, productIds: readonly string[]) {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('update');
}

export async function addStock(tx: Transaction, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stockCount: sql`${products.stockCount} + ${quantity}` })
    .where(eq(products.id, productId));
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

export const inventoryRepository = { lockProducts, addStock, changeStock };
export type InventoryRepository = typeof inventoryRepository;
