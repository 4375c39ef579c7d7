/**
 * Order queries. Stock moves only through conditional updates, product by product in id order, inside the
 * caller's transaction: two orders racing for the last piece cannot both take it, and cannot deadlock.
 */
import { and, asc, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { orderEvents, orderLines, orders, products, productVariants } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function findProducts(db: Executor, ids: string[]) {
  return (
    db
      .select({
        id: products.id,
        title: products.title,
        images: products.images,
        sizes: products.sizes,
        amountPaise: products.amountPaise,
        discountedPaise: products.discountedPaise,
      })
      .from(products)
      // An archived product is no longer for sale; the order answers "Product not found".
      .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
  );
}

export async function findVariants(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(productVariants).where(inArray(productVariants.id, ids));
}

/** Takes `quantity` of a product if that many are left; false (nothing taken) otherwise. */
export async function takeStock(tx: Transaction, productId: string, quantity: number) {
  const taken = await tx
    .update(products)
    .set({ stockCount: sql`${products.stockCount} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stockCount, quantity)))
    .returning({ id: products.id });
  return taken.length > 0;
}

export async function returnStock(tx: Transaction, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stockCount: sql`${products.stockCount} + ${quantity}` })
    .where(eq(products.id, productId));
}

export async function insertOrder(
  tx: Transaction,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
) {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  return row.id;
}

export async function listUserOrders(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  const linesByOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => ({ ...row, lines: linesByOrder.get(row.id) ?? [] }));
}

export async function lockUserOrder(tx: Transaction, orderId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

/** Cancelled by its shopper (`actorId`); the timeline says who. */
export async function markCancelled(tx: Transaction, orderId: string, now: Date, actorId: string) {
  await tx
    .update(orders)
    .set({ isCancelled: true, cancelledAt: now, stage: 'cancelled' })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, stage: 'cancelled', actorId, createdAt: now });
}

/** Quantities per product, in product id order (the same lock order as placing an order). */
export async function orderQuantities(tx: Transaction, orderId: string) {
  return tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
}

export async function findOrderOfAttempt(db: Executor, attemptId: string) {
  const [row] = await db
    .select({ id: orders.id, isCancelled: orders.isCancelled })
    .from(orders)
    .where(eq(orders.paymentAttemptId, attemptId))
    .limit(1);
  return row;
}

/** Marks paid the order that claimed a paid attempt, unless it was cancelled meanwhile; answers its id. */
export async function markPaidByAttempt(tx: Transaction, attemptId: string) {
  return tx
    .update(orders)
    .set({ paymentStatus: 'paid' })
    .where(
      and(
        eq(orders.paymentAttemptId, attemptId),
        ne(orders.paymentStatus, 'paid'),
        eq(orders.isCancelled, false),
      ),
    )
    .returning({ id: orders.id });
}
