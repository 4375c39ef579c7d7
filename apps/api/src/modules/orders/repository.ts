/**
 * Order queries. Stock is taken only by `placeOrder`, which locks the order's products in id order and
 * writes nothing unless every one has enough: two orders racing for the last piece cannot both take it,
 * and cannot deadlock. Placing is two prepared statements, one round trip each (issue 16: ≥ 500 orders/s);
 * COD orders that queue share a transaction, whose products `lockProducts` takes in that same order.
 */
import type { ImageMeta } from '@zari/contract';
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { type Executor, preparedStatement, type Transaction } from '../../db/client.js';
import { imageAssets, orderEvents, orderLines, orders, products } from '../../db/schema/index.js';
import type { KeyRow } from '../idempotency/service.js';

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

/**
 * Locks products in id order (the order every writer of stock takes them in), for a transaction that then
 * places several orders: each order's statement locks only its own products, so two such transactions could
 * otherwise each hold one product the other's next order wants.
 */
export async function lockProducts(tx: Transaction, productIds: string[]) {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
}

export async function returnStock(tx: Transaction, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stockCount: sql`${products.stockCount} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** Where an order goes and what it names, as `findOrderInputs` reads them. */
export interface OrderInputs {
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
        FROM product_variants WHERE id = ANY($3::uuid[])) v) AS variants`,
);

/**
 * Everything an order is checked and priced against, in one round trip: the pincode it goes to, and the
 * products (archived ones are no longer for sale) and variants its lines name.
 */
export async function findOrderInputs(
  db: Executor,
  named: { pincode: string; productIds: string[]; variantIds: string[] },
): Promise<OrderInputs> {
  const [row] = await ORDER_INPUTS(db, [named.pincode, named.productIds, named.variantIds]);
  if (!row) throw new Error('the order inputs read returned no row');
  return row;
}

const PLACE_ORDER = preparedStatement<{ orderId: string | null; stock: Record<string, number> | null }>(
  'place_order',
  `WITH wanted AS (
     SELECT "productId", quantity FROM jsonb_to_recordset($3::jsonb) AS w("productId" uuid, quantity int)
   ),
   locked AS MATERIALIZED (
     SELECT id, stock_count FROM products WHERE id IN (SELECT "productId" FROM wanted) ORDER BY id FOR UPDATE
   ),
   stock AS MATERIALIZED (SELECT jsonb_object_agg(id, stock_count) AS counts FROM locked),
   enough AS MATERIALIZED (
     SELECT NOT EXISTS (
       SELECT 1 FROM wanted, stock
       WHERE coalesce((stock.counts ->> wanted."productId"::text)::int, -1) < wanted.quantity
     ) AS ok
   ),
   taken AS (
     UPDATE products SET stock_count = products.stock_count - wanted.quantity
     FROM wanted WHERE products.id = wanted."productId" AND (SELECT ok FROM enough)
   ),
   placed AS (
     INSERT INTO orders (id, user_id, full_name, phone, address, city, state, postal_code, payment_method,
                         payment_status, payment_attempt_id, subtotal_paise, donation_paise, total_paise)
     SELECT o.* FROM jsonb_to_record($1::jsonb) AS o(id uuid, "userId" uuid, "fullName" text, phone text,
       address text, city text, state text, "postalCode" text, "paymentMethod" text, "paymentStatus" text,
       "paymentAttemptId" uuid, "subtotalPaise" bigint, "donationPaise" bigint, "totalPaise" bigint)
     WHERE (SELECT ok FROM enough)
     RETURNING id
   ),
   keyed AS (
     INSERT INTO idempotency_keys (user_id, route, key, request_hash, response, created_at)
     SELECT k.* FROM jsonb_to_record($4::jsonb) AS k("userId" uuid, route text, key text,
       "requestHash" text, response jsonb, "createdAt" timestamptz)
     WHERE $4::jsonb IS NOT NULL AND (SELECT ok FROM enough)
   ),
   lines AS (
     INSERT INTO order_lines (order_id, position, product_id, variant_id, size, quantity, unit_price_paise,
                              title, images, product_amount_paise, product_discounted_paise, color_code,
                              variant_price_paise, variant_discounted_price_paise)
     SELECT placed.id, l.* FROM placed, jsonb_to_recordset($2::jsonb) AS l(position int, "productId" uuid,
       "variantId" uuid, size text, quantity int, "unitPricePaise" int, title text, images text[],
       "productAmountPaise" int, "productDiscountedPaise" int, "colorCode" text, "variantPricePaise" int,
       "variantDiscountedPricePaise" int)
   )
   SELECT (SELECT id FROM placed) AS "orderId", (SELECT counts FROM stock) AS stock`,
);

/**
 * Writes an order and its lines and takes their stock in one statement (one round trip), or writes nothing
 * when a product is short. With `keyRow`, the request's idempotency key and its answer are written by the
 * same statement, so they commit with the order or not at all (a key already taken fails the statement). The products are locked in id order first, the order cancel returns stock in,
 * so two orders never wait on each other in a circle; the counts read under those locks are the newest and
 * cannot move before this commits, so two orders racing for the last piece cannot both take it. Answers the
 * new order's id, or null with the locked counts by product id, so the caller can name what ran out.
 */
export async function placeOrder(
  db: Executor,
  order: typeof orders.$inferInsert & { id: string },
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
  wanted: { productId: string; quantity: number }[],
  keyRow: KeyRow | undefined,
) {
  const [row] = await PLACE_ORDER(db, [
    JSON.stringify(order),
    JSON.stringify(lines),
    JSON.stringify(wanted),
    keyRow ? JSON.stringify(keyRow) : null,
  ]);
  if (!row) throw new Error('the order statement returned no row');
  return row;
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
