/**
 * Order queries, the shopper's and the back office's: the only file of the orders domain that touches the
 * database. Placing is two prepared statements, one round trip each (issue 16: ≥ 500 orders/s); the second
 * writes the order and takes its stock with the inventory module's SQL (`takeStockSql`), writing nothing
 * unless every product has enough: two orders racing for the last piece cannot both take it.
 */
import type { FulfilmentStage, ImageMeta, OrderStatus } from '@zari/contract';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedStatement, type Transaction } from '../../db/client.js';
import { imageAssets, orderEvents, orderLines, orders, users } from '../../db/schema/index.js';
import type { CreatedKey } from '../../lib/keyset-cursor.js';
import { type EventRow, recordEventSql } from '../events/service.js';
import type { KeyRow } from '../idempotency/service.js';
import { type ShortStock, type StockWanted, type TakenStock, takeStockSql } from '../inventory/take-stock.js';
import { notificationRouteSql, type RouteInputs } from '../users/consents.js';

export type OrderRow = typeof orders.$inferSelect;
/** A line as stored, and (where read for display) the pipeline's sizes of its first image, for its srcset. */
export type OrderLineRow = typeof orderLines.$inferSelect & { media?: Record<string, ImageMeta> | null };

export const orderLineColumns = {
  ...getTableColumns(orderLines),
  media: sql<Record<string, ImageMeta> | null>`(
    select json_build_object(a.path, json_build_object('width', a.width, 'height', a.height,
                                                       'widths', a.widths, 'avif', a.avif))
    from ${imageAssets} a where a.path = ${orderLines.images}[1])`,
};

/** Where an order goes and what it names, as `findOrderInputs` reads them. */
export interface OrderInputs {
  /** The shopper has no order that still stands (the welcome offer's test; false when nobody is named). */
  firstOrder: boolean;
  /** Null: we do not deliver there. */
  pincode: { codAvailable: boolean } | null;
  /** The products on sale among those named. */
  products: {
    id: string;
    title: string;
    images: string[];
    sizes: string[];
    amountPaise: number;
    discountedPaise: number;
  }[];
  variants: {
    id: string;
    productId: string;
    colorCode: string;
    pricePaise: number;
    discountedPricePaise: number;
    images: string[];
  }[];
}

const ORDER_INPUTS = preparedStatement<OrderInputs>(
  'order_inputs',
  `SELECT
     (SELECT to_jsonb(z) FROM (SELECT cod_available AS "codAvailable" FROM pincodes WHERE pincode = $1) z) AS pincode,
     (SELECT coalesce(jsonb_agg(p), '[]') FROM (
        SELECT id, title, images, sizes, amount_paise AS "amountPaise", discounted_paise AS "discountedPaise"
        FROM products WHERE id = ANY($2::uuid[]) AND archived_at IS NULL) p) AS products,
     (SELECT coalesce(jsonb_agg(v), '[]') FROM (
        SELECT id, product_id AS "productId", color_code AS "colorCode", price_paise AS "pricePaise",
               discounted_price_paise AS "discountedPricePaise", images
        FROM product_variants WHERE id = ANY($3::uuid[])) v) AS variants,
     ($4::uuid IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM orders WHERE user_id = $4::uuid AND NOT is_cancelled)) AS "firstOrder"`,
);

/**
 * Everything an order is checked and priced against, in one round trip: the pincode it goes to, the
 * products (archived ones are no longer for sale) and variants its lines name, and whether it would be the
 * shopper's first order (so the placement knows, without another round trip, that a promotion may apply).
 */
export async function findOrderInputs(
  db: Executor,
  named: { pincode: string; productIds: string[]; variantIds: string[]; userId: string | null },
): Promise<OrderInputs> {
  const [row] = await ORDER_INPUTS(db, [named.pincode, named.productIds, named.variantIds, named.userId]);
  if (!row) throw new Error('the order inputs read returned no row');
  return row;
}

const PLACE_ORDER = preparedStatement<{
  orderId: string | null;
  short: ShortStock | null;
  taken: TakenStock[] | null;
}>(
  'place_order',
  `WITH ${takeStockSql('$3', '$6')},
   placed AS (
     INSERT INTO orders (id, user_id, full_name, phone, address, city, state, postal_code, payment_method,
                         payment_status, payment_attempt_id, subtotal_paise, donation_paise, total_paise,
                         discount_paise, promotion_code, stage, confirm_by)
     SELECT o.* FROM jsonb_to_record($1::jsonb) AS o(id uuid, "userId" uuid, "fullName" text, phone text,
       address text, city text, state text, "postalCode" text, "paymentMethod" text, "paymentStatus" text,
       "paymentAttemptId" uuid, "subtotalPaise" bigint, "donationPaise" bigint, "totalPaise" bigint,
       "discountPaise" bigint, "promotionCode" text, stage text, "confirmBy" timestamptz)
     WHERE (SELECT ok FROM enough)
     RETURNING id
   ),
   keyed AS (
     INSERT INTO idempotency_keys (user_id, route, key, request_hash, response, created_at)
     SELECT k.* FROM jsonb_to_record($4::jsonb) AS k("userId" uuid, route text, key text,
       "requestHash" text, response jsonb, "createdAt" timestamptz)
     WHERE $4::jsonb IS NOT NULL AND (SELECT ok FROM enough)
   ),
   ${recordEventSql('$5', '(SELECT ok FROM enough)')},
   lines AS (
     INSERT INTO order_lines (order_id, position, product_id, variant_id, size, quantity, unit_price_paise,
                              title, images, product_amount_paise, product_discounted_paise, color_code,
                              variant_price_paise, variant_discounted_price_paise, discount_paise, sku_id)
     SELECT placed.id, l.*, r.sku_id FROM placed, jsonb_to_recordset($2::jsonb) AS l(position int, "productId" uuid,
       "variantId" uuid, size text, quantity int, "unitPricePaise" int, title text, images text[],
       "productAmountPaise" int, "productDiscountedPaise" int, "colorCode" text, "variantPricePaise" int,
       "variantDiscountedPricePaise" int, "discountPaise" bigint)
     LEFT JOIN resolved r ON r."productId" = l."productId" AND r.size = l.size
       AND r."variantId" IS NOT DISTINCT FROM l."variantId"
   )
   SELECT (SELECT id FROM placed) AS "orderId", (SELECT line FROM short) AS short,
          (SELECT jsonb_agg(to_jsonb(t)) FROM taken t) AS taken`,
);

/**
 * Writes an order and its lines and takes their stock in one statement (one round trip), or writes nothing
 * when a SKU is short (the inventory module's take gates every write here); each line records the SKU it took
 * from. With `keyRow`, the request's idempotency key and its answer are written by the same statement, so they
 * commit with the order or not at all (a key already taken fails the statement); so is `event`, the event that
 * tells the shopper of it, with its delivery (the events module's `recordEventSql`). Answers the new order's id,
 * or null with the first short line (product, size, pieces left), so the caller can name what ran out.
 */
export async function placeOrder(
  db: Executor,
  order: typeof orders.$inferInsert & { id: string; stage: FulfilmentStage; confirmBy: Date | null },
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
  wanted: StockWanted[],
  keyRow: KeyRow | undefined,
  event: EventRow | undefined,
  /** False: the products' sums are left to the caller's transaction (a batch updates each product once). */
  productSums = true,
) {
  const [row] = await PLACE_ORDER(db, [
    JSON.stringify(order),
    JSON.stringify(lines),
    JSON.stringify(wanted),
    keyRow ? JSON.stringify(keyRow) : null,
    event ? JSON.stringify(event) : null,
    productSums,
  ]);
  if (!row) throw new Error('the order statement returned no row');
  return row;
}

const LOCK_SHOPPERS = preparedStatement<RouteInputs & { id: string }>(
  'lock_shoppers',
  `SELECT u.id, ${notificationRouteSql('u')}
   FROM users u WHERE u.id = ANY($1::uuid[]) AND u.erased_at IS NULL ORDER BY u.id FOR KEY SHARE OF u`,
);

/**
 * Locks the shoppers of orders about to be placed, first in their transaction (issue 34): FOR KEY SHARE, the lock
 * the order's foreign key takes anyway, but taken before anything else and with the account checked under it. An
 * erasure holds the row FOR UPDATE while it checks that nothing is in progress, so an order either locks first
 * (the erasure then waits, sees it and refuses) or waits and finds the account erased. Answers the ids of the
 * accounts that are still there, each with what its notification route is decided from (the users module's
 * `notificationRouteSql`): the placement's event is routed without a round trip of its own.
 */
export async function lockShoppers(
  tx: Executor,
  userIds: readonly string[],
): Promise<Map<string, RouteInputs>> {
  const rows = await LOCK_SHOPPERS(tx, [[...new Set(userIds)]]);
  return new Map(rows.map(({ id, ...route }) => [id, route]));
}

export async function listUserOrders(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select(orderLineColumns)
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

/** Money came in for an order already cancelled: staff see it flagged to pay back. */
export async function markRefundDue(tx: Transaction, orderId: string) {
  await tx.update(orders).set({ refundDue: true }).where(eq(orders.id, orderId));
}

/** Every penny owed is back with the shopper (issue 33): the order leaves the "Refunds due" list. */
export async function clearRefundDue(tx: Transaction, orderId: string) {
  await tx.update(orders).set({ refundDue: false }).where(eq(orders.id, orderId));
}

/**
 * Quantities per SKU as the lines took them (product, colour, size, and the SKU itself), in product id order
 * (the same lock order as placing an order): what the inventory module's restore takes.
 */
export async function orderQuantities(tx: Transaction, orderId: string) {
  return tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      size: orderLines.size,
      skuId: orderLines.skuId,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.productId, orderLines.variantId, orderLines.size, orderLines.skuId)
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

// The back office's reads and writes: every shopper's orders, searched and paged; one order with its timeline.

export interface OrderSearch {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
  after?: CreatedKey | undefined;
  limit: number;
}

function statusFilter(status: OrderStatus): SQL | undefined {
  if (status === 'pending') return and(eq(orders.stage, 'placed'), ne(orders.paymentStatus, 'paid'));
  if (status === 'paid') return and(eq(orders.stage, 'placed'), eq(orders.paymentStatus, 'paid'));
  return eq(orders.stage, status);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An order id suffix (as shoppers read it, upper case), a phone number, or a name. */
function searchFilter(q: string): SQL | undefined {
  const contains = `%${escapeLike(q)}%`;
  return or(
    ilike(sql`${orders.id}::text`, `%${escapeLike(q.toLowerCase())}`),
    ilike(orders.phone, contains),
    ilike(users.phone, contains),
    ilike(orders.fullName, contains),
    ilike(users.fullName, contains),
  );
}

export async function searchOrders(db: Executor, search: OrderSearch) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      createdAtKey: sql<string>`${orders.createdAt}::text`,
      stage: orders.stage,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      fullName: orders.fullName,
      phone: orders.phone,
      trackingNumber: orders.trackingNumber,
      refundDue: orders.refundDue,
      itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        search.status ? statusFilter(search.status) : undefined,
        search.q ? searchFilter(search.q) : undefined,
        search.from ? sql`${orders.createdAt} >= ${search.from.toISOString()}` : undefined,
        search.until ? sql`${orders.createdAt} < ${search.until.toISOString()}` : undefined,
        search.after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${search.after.createdAt}::timestamptz, ${search.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(search.limit + 1);
}

export async function findOrderDetail(db: Executor, orderId: string) {
  const [row] = await db
    .select({ order: orders, customer: { id: users.id, phone: users.phone, fullName: users.fullName } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const lines = await db
    .select(orderLineColumns)
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const events = await db
    .select({
      id: orderEvents.id,
      createdAt: orderEvents.createdAt,
      stage: orderEvents.stage,
      note: orderEvents.note,
      trackingNumber: orderEvents.trackingNumber,
      actor: { id: users.id, phone: users.phone, fullName: users.fullName },
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return { ...row.order, lines, customer: row.customer, events };
}

export async function findOrderOwner(db: Executor, orderId: string) {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function lockOrder(tx: Transaction, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function updateOrder(
  tx: Transaction,
  orderId: string,
  fields: Partial<typeof orders.$inferInsert>,
) {
  await tx.update(orders).set(fields).where(eq(orders.id, orderId));
}

export async function insertOrderEvent(tx: Transaction, event: typeof orderEvents.$inferInsert) {
  await tx.insert(orderEvents).values(event);
}

/**
 * The next COD order whose confirmation deadline has passed, locked for its cancel; one another instance's
 * sweep (or a shopper confirming) holds is skipped, so several instances never take the same order.
 */
export async function lockNextUnconfirmed(tx: Transaction, now: Date) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.stage, 'awaiting_confirmation'), sql`${orders.confirmBy} <= ${now.toISOString()}`))
    .orderBy(asc(orders.confirmBy))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** An order and its lines' titles, sizes and quantities: what the confirmation link's page shows. */
export async function findOrderSummary(db: Executor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return undefined;
  const lines = await db
    .select({ title: orderLines.title, size: orderLines.size, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return { ...row, lines };
}

export const ordersRepository = {
  lockNextUnconfirmed,
  findOrderSummary,
  findOrderInputs,
  placeOrder,
  lockShoppers,
  listUserOrders,
  lockUserOrder,
  lockOrder,
  updateOrder,
  insertOrderEvent,
  markRefundDue,
  clearRefundDue,
  orderQuantities,
  findOrderOfAttempt,
  markPaidByAttempt,
  searchOrders,
  findOrderDetail,
  findOrderOwner,
};
export type OrdersRepository = typeof ordersRepository;
