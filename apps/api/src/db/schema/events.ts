/**
 * The outbox of order updates (issue 32, DESIGN §10 Events): an event is written in the same transaction as the
 * change it tells of, with one delivery per channel it goes out on; the events worker sends the deliveries.
 */
import type { NotificationChannel, NotificationType } from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
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
import { users } from './users.js';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<NotificationType>().notNull(),
    /** What the event is about, e.g. the order's id: the back office's message log reads by it. */
    aggregateId: text('aggregate_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('events_aggregate_idx').on(table.aggregateId, table.createdAt)],
);

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One message of one event on one channel. `queued` waits for `next_attempt_at`; `sending` is claimed by a
 * worker until `next_attempt_at` (its lease), after which another worker may take it again; `claim_id` fences a
 * worker whose lease ran out, so it cannot mark another worker's attempt.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    /** E.164 phone, as it was when the event was written. */
    recipient: text('recipient').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimId: uuid('claim_id'),
    lastError: text('last_error'),
    /** The text as sent, for the message log. */
    body: text('body'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Staff asked for this one again (issue 32, the message log's Resend): a new delivery of the same event.
     * The first delivery of an event and channel stays unique, so an event is never queued twice by itself.
     */
    resent: boolean('resent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('deliveries_event_channel_key')
      .on(table.eventId, table.channel)
      .where(sql`${table.resent} = false`),
    index('deliveries_event_idx').on(table.eventId),
    // What the worker claims: only the unfinished ones, by when they are due.
    index('deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} IN ('queued', 'sending')`),
    check('deliveries_channel', sql`${table.channel} IN ('sms', 'whatsapp')`),
    check('deliveries_status', sql`${table.status} IN ('queued', 'sending', 'sent', 'failed')`),
  ],
);
