/**
 * Shipments booked with a carrier (issue 32, SHIPPING_PROVIDER=shiprocket). A row is written in the pack move's
 * transaction, `pending`; the shipments module then books it with the carrier after the commit, step by step
 * (carrier order → AWB → label), recording each step's result, so a carrier outage never rolls the pack back and
 * a retry resumes where the last attempt stopped. Tracking updates the carrier's webhook delivered are kept per
 * AWB and status: a repeated one is acknowledged and not acted on twice.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

export const SHIPMENT_STATUSES = ['pending', 'created', 'failed', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /**
     * pending: to book (or being retried); created: AWB and label stored; failed: the carrier refused it;
     * cancelled: the order was cancelled before it left (its carrier order cancelled too, when there was one).
     */
    status: text('status').$type<ShipmentStatus>().notNull().default('pending'),
    /** The carrier's ids of its order and shipment, once it created them (the first step). */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courier: text('courier'),
    /** Where the label PDF is kept (private document storage); null until stored. */
    labelKey: text('label_key'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the retry job may try again; null once created or failed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** An attempt in progress holds the row until then, so two instances never book it twice at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipments_order_key').on(table.orderId),
    uniqueIndex('shipments_awb_key').on(table.awb),
    index('shipments_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check('shipments_status', sql`${table.status} IN ('pending', 'created', 'failed', 'cancelled')`),
  ],
);

/** Each tracking status the carrier reported for an AWB, once: the webhook's replay guard and its log. */
export const shipmentTrackingEvents = pgTable(
  'shipment_tracking_events',
  {
    awb: text('awb').notNull(),
    status: text('status').notNull(),
    /** The carrier's time of the scan, as it sent it. */
    reportedAt: text('reported_at'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.awb, table.status] })],
);
