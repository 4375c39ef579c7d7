/** Real-user speed's queries (issue 36): hourly bucket counts, added to in batches and summed for the panel. */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rumBuckets } from '../../db/schema/index.js';

export interface BucketCount {
  hour: Date;
  route: string;
  device: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Adds each row's count to its (hour, route, device, metric, bucket) row, in one statement. */
export async function addBucketCounts(db: Executor, rows: readonly BucketCount[]) {
  if (rows.length === 0) return;
  await db
    .insert(rumBuckets)
    .values([...rows])
    .onConflictDoUpdate({
      target: [rumBuckets.hour, rumBuckets.route, rumBuckets.device, rumBuckets.metric, rumBuckets.bucket],
      set: { count: sql`${rumBuckets.count} + excluded.count` },
    });
}

/** Drops the hours before `hour` (the primary key starts with the hour, so this reads only what it deletes). */
export async function deleteHoursBefore(db: Executor, hour: Date) {
  await db.delete(rumBuckets).where(lt(rumBuckets.hour, hour));
}

/** Counts per route, metric and bucket from `since` on, over every device or one. */
export async function sumBucketCounts(db: Executor, since: Date, device?: string) {
  return db
    .select({
      route: rumBuckets.route,
      metric: rumBuckets.metric,
      bucket: rumBuckets.bucket,
      count: sql<number>`sum(${rumBuckets.count})::float8`.mapWith(Number),
    })
    .from(rumBuckets)
    .where(and(gte(rumBuckets.hour, since), device ? eq(rumBuckets.device, device) : undefined))
    .groupBy(rumBuckets.route, rumBuckets.metric, rumBuckets.bucket);
}
