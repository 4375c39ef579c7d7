/**
 * Issue 34: the shopper's returns with their lines. Kept (they back credit notes and refunds), with the
 * pick-up address pseudonymised, the payout details dropped and free text scrubbed of personal strings.
 */
import { ERASED_FIELD, IN_PROGRESS_RETURN_STATES } from '@zari/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { returnEvents, returnLines, returns } from '../../db/schema/index.js';
import { type PersonalDataSection, scrubbedText } from '../privacy/sections.js';

export function returnsPersonalData(deps: { db: Database }): PersonalDataSection {
  const { db } = deps;
  return {
    name: 'returns',
    async collect(userId) {
      const rows = await db.select().from(returns).where(eq(returns.userId, userId)).orderBy(asc(returns.id));
      const lines = rows.length
        ? await db
            .select()
            .from(returnLines)
            .where(
              inArray(
                returnLines.returnId,
                rows.map((row) => row.id),
              ),
            )
        : [];
      return rows.map((row) => ({
        id: row.id,
        orderId: row.orderId,
        state: row.state,
        pickupAddress: row.pickupAddress,
        refundMethod: row.refundMethod,
        payout: row.payoutMasked,
        refundPaise: row.refundPaise,
        photos: row.photos,
        lines: lines
          .filter((line) => line.returnId === row.id)
          .map((line) => ({
            orderLineId: line.orderLineId,
            quantity: line.quantity,
            reason: line.reason,
            note: line.note,
          })),
      }));
    },
    /** Returns still in progress (the contract's states). */
    async erasureFacts(executor, userId) {
      const open = await executor
        .select({ state: returns.state })
        .from(returns)
        .where(and(eq(returns.userId, userId), inArray(returns.state, [...IN_PROGRESS_RETURN_STATES])));
      return { returns: open };
    },
    async erase(tx, userId, erasure) {
      const ids = (await tx.select({ id: returns.id }).from(returns).where(eq(returns.userId, userId))).map(
        (row) => row.id,
      );
      if (ids.length === 0) return;
      await tx
        .update(returns)
        .set({
          pickupAddress: sql`${returns.pickupAddress} || jsonb_build_object('fullName', ${erasure.pseudonym}::text, 'phone', ${ERASED_FIELD}::text, 'address', ${ERASED_FIELD}::text)`,
          payoutMasked: null,
          payoutEncrypted: null,
          pickupNotes: scrubbedText(returns.pickupNotes, erasure),
        })
        .where(eq(returns.userId, userId));
      await tx
        .update(returnLines)
        .set({ note: scrubbedText(returnLines.note, erasure) })
        .where(inArray(returnLines.returnId, ids));
      await tx
        .update(returnEvents)
        .set({ note: scrubbedText(returnEvents.note, erasure) })
        .where(inArray(returnEvents.returnId, ids));
    },
  };
}
