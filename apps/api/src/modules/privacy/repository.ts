/** Data exports (issue 34): queued, claimed with SKIP LOCKED by a worker, ready, downloaded once. */
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dataExports } from '../../db/schema/index.js';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertExport(db: Executor, userId: string, now: Date) {
  const [row] = await db.insert(dataExports).values({ userId, createdAt: now }).returning();
  if (!row) throw new Error('export insert returned nothing');
  return row;
}

/** The user's unfinished export, if any: asking again while one is being prepared answers that one. */
export async function pendingExport(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'running'])))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

export async function findExport(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row;
}

/** Claims one due export: queued, or running with its lease run out (a worker died). */
export async function claimExport(db: Executor, now: Date, leaseUntil: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        or(
          eq(dataExports.status, 'queued'),
          and(eq(dataExports.status, 'running'), lt(dataExports.leaseUntil, now)),
        ),
      )
      .orderBy(dataExports.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx
      .update(dataExports)
      .set({ status: 'running', leaseUntil, attempts: sql`${dataExports.attempts} + 1` })
      .where(eq(dataExports.id, due.id))
      .returning();
    return row;
  });
}

export async function markReady(db: Executor, id: string, content: string, now: Date, expiresAt: Date) {
  await db
    .update(dataExports)
    .set({ status: 'ready', content, readyAt: now, expiresAt, leaseUntil: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')));
}

export async function markFailedOrRetry(db: Executor, id: string, failed: boolean) {
  await db
    .update(dataExports)
    .set({ status: failed ? 'failed' : 'queued', leaseUntil: null })
    .where(eq(dataExports.id, id));
}

/** Takes the file once: only a ready, unexpired export of this user; the content is dropped as it is read. */
export async function takeFile(db: Executor, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ content: dataExports.content })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.id, id),
          eq(dataExports.userId, userId),
          eq(dataExports.status, 'ready'),
          sql`${dataExports.expiresAt} > ${now}`,
        ),
      )
      .for('update');
    if (!row?.content) return undefined;
    await tx
      .update(dataExports)
      .set({ status: 'downloaded', content: null, downloadedAt: now })
      .where(eq(dataExports.id, id));
    return row.content;
  });
}

/** Drops the files of exports that expired unread. */
export async function expireExports(db: Executor, now: Date) {
  await db
    .update(dataExports)
    .set({ status: 'expired', content: null })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)));
}

export async function deleteExportsOf(db: Executor, userId: string) {
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
}
