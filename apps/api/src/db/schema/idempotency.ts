/**
 * Idempotent order placement (issue 12): the first answer to a shopper's `Idempotency-Key`, so a retried
 * checkout (a lost answer on flaky 4G, a server restart) gets that answer again instead of a second order.
 * A key is written with its answer in the same commit as the order (or payment attempt) it guards (issue
 * 27), so there is never a key without its work, nor work without its key; a concurrent duplicate waits on
 * the uncommitted key, then finds it taken. Only 200 answers are kept: a refused attempt rolls its key back.
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
    /** The 200 answer's body, returned as is to a retry. */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Led by the user: finding a key and dropping the user's expired keys both use it.
  (table) => [primaryKey({ columns: [table.userId, table.route, table.key] })],
);
