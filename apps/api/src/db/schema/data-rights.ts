/**
 * The shopper's data rights (issue 34): exports of their data, produced in the background (claimed with SKIP
 * LOCKED, so several instances share the work) and kept in the database until downloaded once or expired.
 */
import type { DataExportStatus } from '@zari/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued → running → ready → downloaded; failed after too many tries. `expired` is derived on read. */
    status: text('status').$type<DataExportStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** While `running`: the claim's lease; a worker that died leaves it to be taken again after this. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The JSON file; dropped once downloaded or expired. */
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.createdAt),
    index('data_exports_due_idx').on(table.createdAt).where(sql`${table.status} IN ('queued', 'running')`),
    check(
      'data_exports_status',
      sql`${table.status} IN ('queued', 'running', 'ready', 'downloaded', 'expired', 'failed')`,
    ),
  ],
);
