/** The dashboard's figures, each one aggregate query over orders or products. */
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderLines, orders, products, productVariants, skus, users } from '../../db/schema/index.js';
import type { CreatedKey } from '../../lib/keyset-cursor.js';

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

/** Orders placed from `from` (inclusive) until `until` (exclusive), oldest first, for the accountant's CSV. */
export async function ordersPlacedBetween(db: Executor, from: Date, until: Date) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      fullName: orders.fullName,
      phone: orders.phone,
      city: orders.city,
      state: orders.state,
      postalCode: orders.postalCode,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      stage: orders.stage,
      refundDue: orders.refundDue,
      subtotalPaise: orders.subtotalPaise,
      discountPaise: orders.discountPaise,
      promotionCode: orders.promotionCode,
      donationPaise: orders.donationPaise,
      totalPaise: orders.totalPaise,
      itemCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, until)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface CustomerSearch {
  q?: string | undefined;
  after?: CreatedKey | undefined;
  limit: number;
}

/**
 * Shoppers who have ordered, grouped from their orders, last order first and keyset-paged by (last order,
 * id). The name is the account's, or the one on their latest order when the account has none.
 */
export async function searchCustomers(db: Executor, search: CustomerSearch) {
  const placed = db
    .select({
      userId: orders.userId,
      orders: sql<number>`(count(*) filter (where ${orders.stage} <> 'cancelled'))::int`.as('orders'),
      spentPaise:
        sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.stage} <> 'cancelled'), 0)::bigint`.as(
          'spent_paise',
        ),
      lastOrderAt: sql<Date>`max(${orders.createdAt})`.as('last_order_at'),
      latestName: sql<string>`(array_agg(${orders.fullName} order by ${orders.createdAt} desc))[1]`.as(
        'latest_name',
      ),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('placed');
  // Drizzle writes a subquery's columns unqualified; the last order is named twice in the select list (as
  // itself and as the cursor's text), so ORDER BY and the cursor spell it with the subquery's name.
  const lastOrderAt = sql`"placed"."last_order_at"`;
  const name = sql<string>`coalesce(nullif(${users.fullName}, ''), ${placed.latestName})`;
  const filters: (SQL | undefined)[] = [];
  const q = search.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    filters.push(
      or(
        ilike(users.fullName, `%${escapeLike(q)}%`),
        ilike(placed.latestName, `%${escapeLike(q)}%`),
        // A phone typed with spaces or +91 still matches the digits stored. An erased account keeps no phone,
        // only a placeholder naming its id, whose digits must not match (issue 34).
        digits.length >= 3 ? and(isNull(users.erasedAt), ilike(users.phone, `%${digits}%`)) : undefined,
      ),
    );
  }
  if (search.after) {
    filters.push(
      sql`(${lastOrderAt}, ${users.id}) < (${search.after.createdAt}::timestamptz, ${search.after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: users.id,
      fullName: name,
      phone: users.phone,
      erasedAt: users.erasedAt,
      orders: placed.orders,
      spentPaise: placed.spentPaise,
      lastOrderAt: placed.lastOrderAt,
      createdAtKey: sql<string>`${lastOrderAt}::text`,
    })
    .from(placed)
    .innerJoin(users, eq(users.id, placed.userId))
    .where(and(...filters))
    .orderBy(sql`${lastOrderAt} desc`, desc(users.id))
    .limit(search.limit + 1);
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
