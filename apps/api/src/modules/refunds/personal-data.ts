/**
 * Issue 34: the shopper's refunds, of their orders and of their payments no order used (sold out). Kept (money
 * records), with the payout details (UPI id, bank account) dropped; a payment's refund has none (to source).
 */
import { UNSETTLED_REFUND_STATUSES } from '@zari/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, paymentAttempts, refunds } from '../../db/schema/index.js';
import type { PersonalDataSection } from '../privacy/sections.js';

export function refundsPersonalData(deps: { db: Database }): PersonalDataSection {
  const { db } = deps;
  return {
    name: 'refunds',
    async collect(userId) {
      const rows = await db
        .select()
        .from(refunds)
        .where(
          or(
            inArray(
              refunds.orderId,
              db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
            ),
            inArray(
              refunds.paymentAttemptId,
              db
                .select({ id: paymentAttempts.id })
                .from(paymentAttempts)
                .where(eq(paymentAttempts.userId, userId)),
            ),
          ),
        )
        .orderBy(asc(refunds.createdAt));
      return rows.map((row) => ({
        orderId: row.orderId,
        amountPaise: row.amountPaise,
        method: row.method,
        status: row.status,
        reason: row.reason,
        payout: row.payoutMasked,
        createdAt: row.createdAt.toISOString(),
      }));
    },
    /** Refunds not yet settled (the contract's statuses), with whether their order is still owed its money. */
    async erasureFacts(executor, userId) {
      const owed = await executor
        .select({ status: refunds.status, reason: refunds.reason, orderRefundDue: orders.refundDue })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(and(eq(orders.userId, userId), inArray(refunds.status, [...UNSETTLED_REFUND_STATUSES])));
      return { refunds: owed };
    },
    async erase(tx, userId) {
      await tx
        .update(refunds)
        .set({ payoutSealed: null, payoutMasked: null })
        .where(
          inArray(
            refunds.orderId,
            tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
          ),
        );
    },
  };
}
