/**
 * Idempotent order placement (issue 12): the first answer to a shopper's `Idempotency-Key`, so a retried
 * checkout (a lost answer on flaky 4G, a server restart) gets that answer again instead of a second order.
 * A key is claimed (a row without an answer) before the order is placed, so a concurrent duplicate finds it
 * taken; only 200 answers are kept: a refused attempt placed nothing, and its row is removed.
 */
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which call the key was used for, e.g. `createOrder`: a key is one call's, never shared. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the validated request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The 200 answer's body, returned as is to a retry; null while the first request is still running. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Led by the user: finding a key and dropping the user's expired keys both use it.
  (table) => [primaryKey({ columns: [table.userId, table.route, table.key] })],
);
