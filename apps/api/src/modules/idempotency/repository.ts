/** Queries of idempotent placement: claim a key, read it, take over an abandoned claim, keep or drop it. */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export interface KeyOf {
  userId: string;
  route: string;
  key: string;
}

const isKey = ({ userId, route, key }: KeyOf) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

export async function deleteExpired(db: Database, userId: string, before: Date) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, before)));
}

/** True when this call now holds the key; false when another request already does. */
export async function claim(db: Database, of: KeyOf & { requestHash: string; createdAt: Date }) {
  const rows = await db
    .insert(idempotencyKeys)
    .values(of)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function find(db: Database, of: KeyOf) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(isKey(of));
  return row;
}

/** Claims a key whose first request never finished (its process died) since `staleBefore`; one caller wins. */
export async function takeOver(db: Database, of: KeyOf & { createdAt: Date; staleBefore: Date }) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: of.createdAt })
    .where(and(isKey(of), isNull(idempotencyKeys.response), lt(idempotencyKeys.createdAt, of.staleBefore)))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function saveAnswer(db: Database, of: KeyOf, response: unknown) {
  await db.update(idempotencyKeys).set({ response }).where(isKey(of));
}

export async function release(db: Database, of: KeyOf) {
  await db.delete(idempotencyKeys).where(isKey(of));
}
