/**
 * Payment attempt queries. Every change to an attempt happens under its row lock, so a verify call, the
 * webhook and an order placement racing for the same attempt take turns.
 */
import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { orders, paymentAttempts, paymentWebhookEvents, type RefundReason } from '../../db/schema/index.js';

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

export async function insertAttempt(db: Executor, attempt: typeof paymentAttempts.$inferInsert) {
  await db.insert(paymentAttempts).values(attempt);
}

export async function findUserAttempt(db: Executor, userId: string, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.providerOrderId, providerOrderId), eq(paymentAttempts.userId, userId)))
    .limit(1);
  return row;
}

/** The shopper an attempt belongs to, unlocked (it never changes): whose account to lock before the attempt. */
export async function attemptOwner(db: Executor, providerOrderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: paymentAttempts.userId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.providerOrderId, providerOrderId))
    .limit(1);
  return row?.userId;
}

export async function lockAttempt(tx: Transaction, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.providerOrderId, providerOrderId))
    .for('update')
    .limit(1);
  return row;
}

/** The named attempt of this shopper, locked; another shopper's provider order id finds nothing. */
export async function lockUserAttempt(tx: Transaction, userId: string, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.providerOrderId, providerOrderId), eq(paymentAttempts.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * For an order that names no attempt: the newest paid attempt of `userId` for exactly `amountPaise` that no
 * order has claimed, locked (attempts another placement holds are skipped, not waited for). An attempt is
 * claimed when an order names it, a link kept on the order's row, so this reads `orders` (never writes it);
 * the caller checks the claim again after the lock.
 */
export async function lockUnclaimedPaidAttempt(tx: Transaction, userId: string, amountPaise: number) {
  const unclaimed = notExists(
    tx.select({ one: sql`1` }).from(orders).where(eq(orders.paymentAttemptId, paymentAttempts.id)),
  );
  const [candidate] = await tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.userId, userId),
        eq(paymentAttempts.status, 'paid'),
        eq(paymentAttempts.amountPaise, amountPaise),
        // Flagged money is being refunded (or belongs to a cancelled order): it pays no new order.
        isNull(paymentAttempts.refundReason),
        unclaimed,
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .for('update', { skipLocked: true })
    .limit(1);
  return candidate;
}

/** Marks the attempt paid, once: a second capture of a paid attempt changes nothing. */
export async function markAttemptPaid(
  tx: Transaction,
  attempt: PaymentAttempt,
  paymentId: string | null,
  now: Date,
) {
  if (attempt.status === 'paid') return;
  await tx
    .update(paymentAttempts)
    .set({ status: 'paid', providerPaymentId: paymentId ?? attempt.providerPaymentId, paidAt: now })
    .where(eq(paymentAttempts.id, attempt.id));
}

/** Flags money no order will use, for someone to refund; the first reason recorded stands. */
export async function flagRefund(tx: Executor, attemptId: string, reason: RefundReason) {
  await tx
    .update(paymentAttempts)
    .set({ refundReason: reason })
    .where(and(eq(paymentAttempts.id, attemptId), isNull(paymentAttempts.refundReason)));
}

export async function clearRefund(tx: Executor, attemptId: string) {
  await tx.update(paymentAttempts).set({ refundReason: null }).where(eq(paymentAttempts.id, attemptId));
}

/** A failure reported after the payment succeeded (events arrive out of order) changes nothing. */
export async function markAttemptFailed(tx: Executor, attemptId: string) {
  await tx
    .update(paymentAttempts)
    .set({ status: 'failed' })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'created')));
}

/** True when this event id is new; a concurrent duplicate waits on the key and then sees it taken. */
export async function recordWebhookEvent(tx: Transaction, eventId: string, event: string) {
  const inserted = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length > 0;
}

export const paymentsRepository = {
  insertAttempt,
  findUserAttempt,
  attemptOwner,
  lockAttempt,
  lockUserAttempt,
  lockUnclaimedPaidAttempt,
  markAttemptPaid,
  flagRefund,
  clearRefund,
  markAttemptFailed,
  recordWebhookEvent,
};
export type PaymentsRepository = typeof paymentsRepository;
