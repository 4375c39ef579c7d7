/** The returns module's queries (issue 33): only this module imports it. */
import { RELEASED_RETURN_STATES, type ReturnState } from '@zari/contract';
import { and, asc, eq, inArray, lt, max, notInArray, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import {
  categories,
  imageAssets,
  orderEvents,
  orderLines,
  orders,
  products,
  returnEvents,
  returnLines,
  returns,
  users,
} from '../../db/schema/index.js';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;

/**
 * The order, locked (FOR UPDATE): two requests for the same pieces queue here, and the second reads the
 * first's return once it committed. A shopper's own only (`userId`), or any (staff).
 */
export async function lockOrder(tx: Transaction, orderId: string, userId?: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId))
    .for('update')
    .limit(1);
  return row;
}

export async function findOrder(db: Executor, orderId: string, userId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/** When the order was delivered: its timeline's (latest) delivered step. */
export async function deliveredAt(db: Executor, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.stage, 'delivered')));
  return row?.at ? new Date(row.at) : null;
}

/** The order's lines with what the return rule reads of their products, and the pieces in live returns. */
export async function orderLineFacts(db: Executor, orderId: string) {
  const lines = await db
    .select({
      id: orderLines.id,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      discountPaise: orderLines.discountPaise,
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      size: orderLines.size,
      title: orderLines.title,
      images: orderLines.images,
      returnable: products.returnable,
      specialOffer: products.specialOffer,
      categoryTitle: categories.title,
      categorySlug: categories.slug,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const requested = await db
    .select({ orderLineId: returnLines.orderLineId, pieces: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), notInArray(returns.state, [...RELEASED_RETURN_STATES])))
    .groupBy(returnLines.orderLineId);
  const byLine = new Map(requested.map((row) => [row.orderLineId, Number(row.pieces)]));
  return lines.map((line) => ({ ...line, requestedQuantity: byLine.get(line.id) ?? 0 }));
}
export type OrderLineFacts = Awaited<ReturnType<typeof orderLineFacts>>[number];

/** Which of `paths` the image pipeline stored. */
export async function storedImages(db: Executor, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ path: imageAssets.path })
    .from(imageAssets)
    .where(inArray(imageAssets.path, [...paths]));
  return new Set(rows.map((row) => row.path));
}

export async function insertReturn(tx: Transaction, values: typeof returns.$inferInsert) {
  const [row] = await tx.insert(returns).values(values).returning();
  if (!row) throw new Error('return insert returned nothing');
  return row;
}

export async function insertReturnLines(tx: Transaction, values: (typeof returnLines.$inferInsert)[]) {
  await tx.insert(returnLines).values(values);
}

export async function insertReturnEvent(tx: Transaction, values: typeof returnEvents.$inferInsert) {
  await tx.insert(returnEvents).values(values);
}

export async function lockReturn(tx: Transaction, returnId: string) {
  const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update').limit(1);
  return row;
}

export async function updateReturn(
  tx: Transaction,
  returnId: string,
  fields: Partial<typeof returns.$inferInsert>,
) {
  const [row] = await tx.update(returns).set(fields).where(eq(returns.id, returnId)).returning();
  if (!row) throw new Error('return update returned nothing');
  return row;
}

export async function updateReturnLine(
  tx: Transaction,
  lineId: string,
  fields: Partial<typeof returnLines.$inferInsert>,
) {
  await tx.update(returnLines).set(fields).where(eq(returnLines.id, lineId));
}

/** Each return's lines with what the shopper bought (title, image, size, product and its SKU). */
export async function linesOf(db: Executor, returnIds: readonly string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      line: returnLines,
      title: orderLines.title,
      images: orderLines.images,
      size: orderLines.size,
      productId: orderLines.productId,
      // The SKU the pieces were taken from (issue 31), so a passed check puts them back on that shelf.
      variantId: orderLines.variantId,
      skuId: orderLines.skuId,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, [...returnIds]))
    .orderBy(asc(orderLines.position));
}
export type ReturnLineDetail = Awaited<ReturnType<typeof linesOf>>[number];

export async function eventsOf(db: Executor, returnIds: readonly string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, [...returnIds]))
    .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
}

export async function returnsOfOrder(db: Executor, orderId: string) {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.createdAt));
}

export async function findReturn(db: Executor, returnId: string) {
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId)).limit(1);
  return row;
}

/** The back office's queue: oldest first (those waiting longest on top), of one state or all. */
export async function listReturns(db: Executor, state: ReturnState | undefined) {
  return db
    .select({
      ret: returns,
      customerName: orders.fullName,
      paymentMethod: orders.paymentMethod,
      pieces: sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM return_lines WHERE return_id = ${returns.id})`,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(state ? eq(returns.state, state) : undefined)
    .orderBy(asc(returns.createdAt), asc(returns.id))
    .limit(500);
}

export async function orderOfReturn(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      fullName: orders.fullName,
      phone: orders.phone,
      paymentMethod: orders.paymentMethod,
      accountPhone: users.phone,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/**
 * Takes an approved return's carrier pick-up for one attempt until `until`: one waiting (`pending`), one that
 * failed (only when staff ask: `includeFailed`) or one whose attempt died holding it. Answers the row, or
 * undefined (another attempt holds it, it is booked, or there is nothing to book).
 */
export async function claimPickup(
  db: Executor,
  returnId: string,
  now: Date,
  until: Date,
  includeFailed: boolean,
) {
  const [row] = await db
    .update(returns)
    .set({ pickupStatus: 'booking', pickupLockedUntil: until })
    .where(
      and(
        eq(returns.id, returnId),
        eq(returns.state, 'approved'),
        or(
          eq(returns.pickupStatus, 'pending'),
          includeFailed ? eq(returns.pickupStatus, 'failed') : undefined,
          and(eq(returns.pickupStatus, 'booking'), lt(returns.pickupLockedUntil, now)),
        ),
      ),
    )
    .returning();
  return row;
}

/** What an attempt learnt: the carrier's ids as soon as it has them, then the AWB, or the failure. */
export async function savePickup(
  db: Executor,
  returnId: string,
  fields: Pick<
    Partial<typeof returns.$inferInsert>,
    | 'pickupStatus'
    | 'pickupProviderOrderId'
    | 'pickupShipmentId'
    | 'pickupAwb'
    | 'pickupCourier'
    | 'pickupFailure'
    | 'pickupLockedUntil'
  >,
) {
  await db.update(returns).set(fields).where(eq(returns.id, returnId));
}

export async function findReturnByPickupAwb(db: Executor, awb: string) {
  const [row] = await db.select().from(returns).where(eq(returns.pickupAwb, awb)).limit(1);
  return row;
}

/** The store's order lines a return's pieces came from, as the carrier lists them. */
export async function pickupItemsOf(db: Executor, returnId: string) {
  return db
    .select({
      title: orderLines.title,
      productId: orderLines.productId,
      size: orderLines.size,
      quantity: returnLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(orderLines.position));
}
