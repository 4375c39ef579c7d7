/** Issue 34: the shopper's refunds. Kept (money records), with the payout details (UPI id, bank account) dropped. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, refunds } from '../../db/schema/index.js';
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
          inArray(
            refunds.orderId,
            db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
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
    /** A refund still pending with the gateway or staff. */
    async inProgress(executor, userId) {
      const [owed] = await executor
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'pending'),
            inArray(
              refunds.orderId,
              executor.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
            ),
          ),
        )
        .limit(1);
      return Boolean(owed);
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
