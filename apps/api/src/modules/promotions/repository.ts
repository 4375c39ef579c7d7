/**
 * Promotion queries (issue 29). Only this module imports it. A promotion's uses are its live redemptions
 * (released_at null), counted under the promotion's row lock at placement, so a limit of N gives N orders
 * however many race; cancelling an order releases its redemption and the use comes back.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { categories, orders, products, promotionRedemptions, promotions } from '../../db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Live uses of each promotion named: by everyone, and by `userId` when one is given. */
export interface UseCounts {
  total: number;
  byUser: number;
}

/**
 * A promotion's live uses, correlated by the outer row's id, spelled with its table: drizzle writes a
 * column of a one-table select unqualified, which inside this subquery would name the redemption's own id.
 */
const liveUses = sql<number>`(select count(*)::int from ${promotionRedemptions} r
  where r.promotion_id = "promotions"."id" and r.released_at is null)`;

/** Every promotion, newest first, with its live uses (the back office lists them all: a store has tens). */
export async function listPromotions(db: Executor) {
  return db
    .select({ promotion: promotions, uses: liveUses })
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
}

export async function findPromotionWithUses(db: Executor, id: string) {
  const [row] = await db
    .select({ promotion: promotions, uses: liveUses })
    .from(promotions)
    .where(eq(promotions.id, id));
  return row;
}

/** Promotions by their (upper-case) codes, as the bag reads them: no lock, the order checks again. */
export async function findPromotionsByCode(db: Executor, codes: readonly string[]): Promise<PromotionRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(promotions)
    .where(inArray(promotions.code, [...codes]));
}

/** Whether the welcome offer is on and within its window at `now` (the placement's cheap first look). */
export async function isWelcomeOfferLive(db: Executor, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.code, code),
        eq(promotions.active, true),
        sql`(${promotions.startsAt} IS NULL OR ${promotions.startsAt} <= ${now.toISOString()}::timestamptz)`,
        sql`(${promotions.endsAt} IS NULL OR ${promotions.endsAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Locks promotions by code for the placing transaction, in id order (two orders naming the same two
 * promotions never wait on each other in a circle). Whoever holds the lock counts and redeems; the next
 * waits, then counts what the first committed (each statement reads the newest committed rows).
 */
export async function lockPromotionsByCode(
  tx: Transaction,
  codes: readonly string[],
): Promise<PromotionRow[]> {
  if (codes.length === 0) return [];
  return tx
    .select()
    .from(promotions)
    .where(inArray(promotions.code, [...codes]))
    .orderBy(asc(promotions.id))
    .for('update');
}

export async function lockPromotion(tx: Transaction, id: string) {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

export async function insertPromotion(db: Executor, values: PromotionValues, now: Date) {
  const [row] = await db
    .insert(promotions)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('the promotion insert returned no row');
  return row;
}

export async function updatePromotion(tx: Transaction, id: string, values: PromotionValues, now: Date) {
  const [row] = await tx
    .update(promotions)
    .set({ ...values, updatedAt: now })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw new Error('the promotion update returned no row');
  return row;
}

/** Live uses of each promotion, in all and by `userId`, by promotion id; a promotion never used is absent. */
export async function countUses(
  db: Executor,
  promotionIds: readonly string[],
  userId: string | null,
): Promise<Map<string, UseCounts>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select({
      promotionId: promotionRedemptions.promotionId,
      total: sql<number>`count(*)::int`,
      byUser: userId
        ? sql<number>`(count(*) filter (where ${promotionRedemptions.userId} = ${userId}))::int`
        : sql<number>`0`,
    })
    .from(promotionRedemptions)
    .where(
      and(
        inArray(promotionRedemptions.promotionId, [...promotionIds]),
        isNull(promotionRedemptions.releasedAt),
      ),
    )
    .groupBy(promotionRedemptions.promotionId);
  return new Map(rows.map((row) => [row.promotionId, { total: row.total, byUser: row.byUser }]));
}

/**
 * Whether the shopper has never placed an order that still stands: a cancelled order is given back, like
 * its promotion's use, so a shopper who cancelled their only order is still on their first.
 */
export async function isFirstOrder(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.isCancelled, false)))
    .limit(1);
  return !row;
}

/** The category of each product named, for a promotion scoped to categories. */
export async function productCategories(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

/** What the checkout's terms and GST line read of a product (issue 34): its return facts and tax class. */
export interface ProductTerms {
  category: { title: string; slug: string };
  returnable: boolean;
  specialOffer: boolean;
  /** The product's own class, else its category's. */
  taxClass: string;
}

export async function productTerms(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, ProductTerms>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      categoryTitle: categories.title,
      categorySlug: categories.slug,
      returnable: products.returnable,
      specialOffer: products.specialOffer,
      taxClass: sql<string>`coalesce(${products.taxClass}, ${categories.taxClass})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...productIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        category: { title: row.categoryTitle, slug: row.categorySlug },
        returnable: row.returnable,
        specialOffer: row.specialOffer,
        taxClass: row.taxClass,
      },
    ]),
  );
}

export async function insertRedemption(
  tx: Transaction,
  values: { promotionId: string; orderId: string; userId: string; discountPaise: number; createdAt: Date },
) {
  await tx.insert(promotionRedemptions).values(values);
}

/** Gives an order's use back (its cancel); answers whether it had a live one. */
export async function releaseRedemptionOf(tx: Transaction, orderId: string, now: Date): Promise<boolean> {
  const released = await tx
    .update(promotionRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(promotionRedemptions.orderId, orderId), isNull(promotionRedemptions.releasedAt)))
    .returning({ id: promotionRedemptions.id });
  return released.length > 0;
}
