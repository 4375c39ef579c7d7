/**
 * Refunds (issue 33): money paid back for a paid cancellation, a return or a parcel returned to origin. One row
 * per refund, written before the gateway is asked (pending), so a retried call finds it by its idempotency key
 * and never refunds twice. A COD order's refund is a transfer staff made by hand, recorded with its reference.
 * Payout details are stored sealed (lib/encryption.ts) with a masked copy for display; never in clear.
 */
// Types only: drizzle-kit loads this file without the contract's source condition.
import type { RefundMethod, RefundReason, RefundStatus } from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { creditNotes } from './invoices.js';
import { orders, paymentAttempts } from './orders.js';
import { users } from './users.js';

/** The order lines (and how many pieces) a refund pays back, for its credit note. */
export interface RefundedLine {
  orderLineId: string;
  quantity: number;
}

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order refunded; null for a captured payment no order used (then `paymentAttemptId` names it). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /**
     * The payment attempt refunded when no order used it (reasons `out_of_stock`, `account_erased`): the refund
     * is made automatically, in full, to the source. Exactly one of `orderId` and this is set.
     */
    paymentAttemptId: uuid('payment_attempt_id').references(() => paymentAttempts.id, {
      onDelete: 'restrict',
    }),
    /** The return it pays for (the returns module's id); null for a cancellation or a return to origin. */
    returnId: uuid('return_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    /** The caller's key: the same key answers the same refund, whatever was lost on the way. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the first request asked (order, amount, method): the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** `source` refunds: the gateway, the payment refunded and the gateway's refund id once it answered. */
    gateway: text('gateway'),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    /** COD refunds: the UTR or reference of the UPI/bank transfer staff made. */
    transferReference: text('transfer_reference'),
    /** The payout details, sealed with DATA_ENCRYPTION_KEY; and as they may be shown (masked). */
    payoutSealed: text('payout_sealed'),
    payoutMasked: text('payout_masked'),
    /** The lines refunded (null: the whole order), and the credit note issued for them, if the order was invoiced. */
    orderLines: jsonb('order_lines').$type<RefundedLine[]>(),
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
    failureReason: text('failure_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was paid (processed by the gateway, or the transfer recorded). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('refunds_gateway_refund_key').on(table.gatewayRefundId),
    index('refunds_order_idx').on(table.orderId, table.createdAt),
    // One live refund per attempt: a failed one may be followed by another (staff's retry), never two that pay.
    uniqueIndex('refunds_payment_attempt_key')
      .on(table.paymentAttemptId)
      .where(sql`${table.paymentAttemptId} IS NOT NULL AND ${table.status} <> 'failed'`),
    check('refunds_order_or_attempt', sql`(${table.orderId} IS NULL) <> (${table.paymentAttemptId} IS NULL)`),
    index('refunds_status_created_idx').on(table.status, table.createdAt.desc()),
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    check('refunds_method', sql`${table.method} IN ('source', 'upi', 'bank')`),
    check('refunds_status', sql`${table.status} IN ('pending', 'processed', 'failed', 'recorded')`),
    check(
      'refunds_reason',
      sql`${table.reason} IN ('cancelled', 'returned', 'returned_to_origin', 'out_of_stock', 'account_erased')`,
    ),
  ],
);
