/**
 * Refund queries (issue 33). A refund is decided under its order's row lock, so two refunds of one order (staff
 * twice, staff and a return) take turns and their total never exceeds what was paid. Reads the order and the
 * payment attempt that paid it (what was paid, the provider's payment id); writes only refunds.
 */
import type { RefundStatus } from '@zari/contract';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { orderLines, orders, paymentAttempts, refunds } from '../../db/schema/index.js';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** The order with what refunding it needs to know, locked for the refund's transaction. */
export async function lockOrder(tx: Transaction, orderId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      isCancelled: orders.isCancelled,
      cancelReason: orders.cancelReason,
      refundDue: orders.refundDue,
      attemptStatus: paymentAttempts.status,
      attemptAmountPaise: paymentAttempts.amountPaise,
      gateway: paymentAttempts.gateway,
      providerPaymentId: paymentAttempts.providerPaymentId,
    })
    .from(orders)
    .leftJoin(paymentAttempts, eq(paymentAttempts.id, orders.paymentAttemptId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}
export type RefundOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** What the shopper paid for the order: the captured payment, or the cash a COD courier collected. */
export function paidPaise(order: {
  paymentMethod: string;
  paymentStatus: string;
  totalPaise: number;
  attemptStatus: string | null;
  attemptAmountPaise: number | null;
}): number {
  if (order.attemptStatus === 'paid') return order.attemptAmountPaise ?? 0;
  return order.paymentMethod === 'cod' && order.paymentStatus === 'paid' ? order.totalPaise : 0;
}

export async function lineQuantities(tx: Executor, orderId: string) {
  return tx
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

export async function findByKey(tx: Executor, idempotencyKey: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

export async function refundsOfOrder(db: Executor, orderId: string) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

export async function insertRefund(tx: Executor, refund: NewRefund) {
  const [row] = await tx.insert(refunds).values(refund).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

/** The refunds of a payment no order used, newest first (one live at most; failed ones before it). */
export async function refundsOfAttempt(tx: Executor, paymentAttemptId: string) {
  return tx
    .select()
    .from(refunds)
    .where(eq(refunds.paymentAttemptId, paymentAttemptId))
    .orderBy(desc(refunds.createdAt));
}

export async function lockRefund(tx: Transaction, refundId: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row;
}

export async function lockRefundByGatewayId(tx: Transaction, gatewayRefundId: string) {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.gatewayRefundId, gatewayRefundId))
    .for('update');
  return row;
}

export async function updateRefund(
  tx: Executor,
  refundId: string,
  fields: Partial<Pick<RefundRow, 'status' | 'gatewayRefundId' | 'processedAt' | 'failureReason'>> & {
    updatedAt: Date;
  },
) {
  const [row] = await tx.update(refunds).set(fields).where(eq(refunds.id, refundId)).returning();
  if (!row) throw new Error('refund update found nothing');
  return row;
}

/** Refunds newest first, optionally of one status; at most `limit`. */
export async function listRefunds(db: Executor, status: RefundStatus | undefined, limit: number) {
  return db
    .select()
    .from(refunds)
    .where(status ? eq(refunds.status, status) : undefined)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(limit);
}

export async function refundsById(db: Executor, refundIds: readonly string[]) {
  if (refundIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.id, [...refundIds]));
}

export async function refundsOfOrders(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.createdAt));
}

/** Orders flagged "Refund due", oldest first, with what was paid (the dashboard's card lists what is owed). */
export async function ordersRefundDue(db: Executor, limit: number) {
  return db
    .select({
      id: orders.id,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      attemptStatus: paymentAttempts.status,
      attemptAmountPaise: paymentAttempts.amountPaise,
      refundedPaise: sql<number>`coalesce((
        select sum(${refunds.amountPaise}) from ${refunds}
        where ${refunds.orderId} = ${orders.id} and ${refunds.status} in ('processed', 'recorded')
      ), 0)::bigint`,
    })
    .from(orders)
    .leftJoin(paymentAttempts, eq(paymentAttempts.id, orders.paymentAttemptId))
    .where(and(eq(orders.refundDue, true)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Refunds to the original payment the gateway never answered (no refund id) and untouched since `before`, at
 * most `limit`, oldest first: each is claimed by moving its `updated_at` to `now`, under SKIP LOCKED, so another
 * instance's sweep passes it by and the next pass asks again only after a whole period.
 */
export async function claimUnansweredRefunds(db: Executor, before: Date, now: Date, limit: number) {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        eq(refunds.method, 'source'),
        isNull(refunds.gatewayRefundId),
        lt(refunds.updatedAt, before),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(refunds).set({ updatedAt: now }).where(inArray(refunds.id, due)).returning();
}

export const refundsRepository = {
  lockOrder,
  lineQuantities,
  findByKey,
  refundsOfOrder,
  insertRefund,
  refundsOfAttempt,
  lockRefund,
  lockRefundByGatewayId,
  updateRefund,
  listRefunds,
  refundsById,
  refundsOfOrders,
  ordersRefundDue,
  claimUnansweredRefunds,
};
export type RefundsRepository = typeof refundsRepository;
