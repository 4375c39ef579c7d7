/**
 * Real-user speed (issue 36): how many beacons fell in each bucket of each metric, per hour, page template and
 * device class. Prometheus histograms live in one process and restart empty; these rows are what the back
 * office's Speed panel reads its p75 from, whatever instance counted them. Rows are written in batches (each
 * instance's buffer, every RUM_FLUSH_MS) and kept 8 days.
 */
import { bigint, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const rumBuckets = pgTable(
  'rum_buckets',
  {
    /** The start of the hour (UTC) the samples arrived in. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** A route template of the contract's RUM_ROUTE_TEMPLATES (`/product/:id`), never a URL. */
    route: text('route').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    /** The bucket's index in the contract's RUM_BUCKETS[metric]; the last is the overflow bucket. */
    bucket: smallint('bucket').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.route, table.device, table.metric, table.bucket] })],
);
