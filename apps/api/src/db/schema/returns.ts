/**
 * Returns (issue 33): a shopper's request to send pieces of a delivered order back, its lines (pieces of
 * order lines, each with its quality check), and its timeline. Money in integer paise. Bank and UPI details
 * are kept only encrypted (`payout_encrypted`, AES-256-GCM with DATA_ENCRYPTION_KEY) beside their masked text.
 */
// Types only: drizzle-kit loads this file without the contract's source condition.
import type { RefundMethod, ReturnReason, ReturnState, ShippingAddress } from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders.js';
import { users } from './users.js';

export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text('state').$type<ReturnState>().notNull().default('requested'),
    pickupAddress: jsonb('pickup_address').$type<ShippingAddress>().notNull(),
    /** Image paths from the image pipeline (return-photo upload), at most 3. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    refundMethod: text('refund_method').$type<RefundMethod>().notNull(),
    /** What staff and the shopper see of the payout (`XXXXXXXX9012 · SBIN0001234`); null for `source`. */
    payoutMasked: text('payout_masked'),
    /** The payout details as JSON, AES-256-GCM encrypted (lib/encryption.ts); null for `source`. */
    payoutEncrypted: text('payout_encrypted'),
    /** The refund of every piece asked, at request time (after promotion shares). */
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull(),
    /** What the Refund action asked the refunds module for: the pieces that passed their check. */
    refundedPaise: bigint('refunded_paise', { mode: 'number' }),
    refundId: text('refund_id'),
    /** Refund calls made (the idempotency key is the return's id and this count). */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundFailure: text('refund_failure'),
    /** YYYY-MM-DD: the day staff set for the (manual) pick-up. */
    pickupDate: text('pickup_date'),
    pickupNotes: text('pickup_notes'),
    rejectionReason: text('rejection_reason'),
    /**
     * The carrier's reverse pick-up (SHIPPING_PROVIDER=shiprocket; all null when staff schedule it by hand).
     * `pickup_status`: pending (approved, not tried yet) · booking (an attempt holds it until
     * `pickup_locked_until`) · booked · failed (`pickup_failure`; staff's "Book pick-up" tries again).
     */
    pickupProvider: text('pickup_provider'),
    pickupStatus: text('pickup_status').$type<'pending' | 'booking' | 'booked' | 'failed'>(),
    pickupProviderOrderId: text('pickup_provider_order_id'),
    pickupShipmentId: text('pickup_shipment_id'),
    pickupAwb: text('pickup_awb'),
    pickupCourier: text('pickup_courier'),
    pickupFailure: text('pickup_failure'),
    pickupLockedUntil: timestamp('pickup_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('returns_order_idx').on(table.orderId, table.createdAt),
    // The back office's queue: by state, oldest first.
    index('returns_state_created_idx').on(table.state, table.createdAt),
    // The carrier's webhook finds a return by its pick-up AWB.
    uniqueIndex('returns_pickup_awb_idx').on(table.pickupAwb),
    check(
      'returns_state',
      sql`${table.state} IN ('requested', 'approved', 'picked_up', 'received', 'refund_pending', 'refunded', 'rejected', 'closed')`,
    ),
    check('returns_refund_method', sql`${table.refundMethod} IN ('source', 'upi', 'bank')`),
    check('returns_refund_nonnegative', sql`${table.refundPaise} >= 0`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note'),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull(),
    /** The quality check: null until checked; checked once. */
    qcPassed: boolean('qc_passed'),
    qcReason: text('qc_reason'),
    qcAt: timestamp('qc_at', { withTimezone: true }),
    /** When the pieces went back to stock (a passed check); set once, so stock comes back once. */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('return_lines_return_line_key').on(table.returnId, table.orderLineId),
    index('return_lines_order_line_idx').on(table.orderLineId),
    check('return_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** A return's timeline: each state it reached, with who moved it (null: the shopper or the system). */
export const returnEvents = pgTable(
  'return_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    state: text('state').$type<ReturnState>().notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('return_events_return_idx').on(table.returnId, table.createdAt)],
);
