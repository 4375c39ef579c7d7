/**
 * Grievance tickets (issue 34, Consumer Protection (E-Commerce) Rules 2020): a shopper's complaint, raised
 * signed in or with a phone verified by OTP, and its conversation. `acknowledged_at` and `resolved_at` stop
 * the rules' two clocks (48 hours, one month from `created_at`); the back office's queue orders by the
 * earlier of the unmet deadlines.
 */
// Types only: drizzle-kit loads this file without the contract's source condition.
import type { TicketCategory, TicketStatus } from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** The store-wide serial of ticket numbers (`ZT-2611-0042`). */
export const ticketSerial = pgSequence('ticket_serial', { startWith: 1 });

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    /** The shopper's account: signed in, or the account of the verified phone; null when it has none. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** E.164: the account's phone or the one verified by OTP; where its messages go without an account. */
    phone: text('phone').notNull(),
    category: text('category').$type<TicketCategory>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** Image paths from the image pipeline, at most 3. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** Raised without signing in: its link carries a key (an HMAC of the id), so it opens without a session. */
    anonymous: boolean('anonymous').notNull().default(false),
    /** The caller's address, for the per-address flood cap; erased with the shopper's data. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('tickets_number_key').on(table.number),
    index('tickets_user_idx').on(table.userId, table.createdAt),
    index('tickets_phone_idx').on(table.phone, table.createdAt),
    index('tickets_ip_idx').on(table.ip, table.createdAt),
    index('tickets_status_idx').on(table.status, table.createdAt),
    check(
      'tickets_category',
      sql`${table.category} IN ('order_not_received', 'damaged_or_wrong_item', 'return_refund', 'payment', 'account', 'other')`,
    ),
    check(
      'tickets_status',
      sql`${table.status} IN ('open', 'acknowledged', 'in_progress', 'resolved', 'closed')`,
    ),
  ],
);

/** A ticket's conversation: the shopper's replies and staff's (`staff_id` names who wrote). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author: text('author').$type<'shopper' | 'staff'>().notNull(),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt),
    check('ticket_messages_author', sql`${table.author} IN ('shopper', 'staff')`),
  ],
);
