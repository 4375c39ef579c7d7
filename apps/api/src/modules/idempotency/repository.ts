/**
 * Queries of idempotent placement: read a key's first answer, drop expired keys, write a key with its
 * answer. A key is only ever written with its answer, by the transaction (or the statement) that does the
 * work it guards: there is no claim row that could outlive its request.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export interface KeyOf {
  userId: string;
  route: string;
  key: string;
}

/** A key's row as written with the work it guards. */
export type KeyRow = typeof idempotencyKeys.$inferInsert & { response: unknown };

/** The primary key of `idempotency_keys`: a second write of one key fails on it. */
const KEY_CONSTRAINT = 'idempotency_keys_user_id_route_key_pk';

const isKey = ({ userId, route, key }: KeyOf) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

export async function deleteExpired(db: Database, userId: string, before: Date) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, before)));
}

export async function find(db: Database, of: KeyOf) {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(isKey(of));
  return row;
}

/**
 * Writes the key with its answer in the caller's transaction. A concurrent request writing the same key
 * waits for this one's transaction to end, then fails on the key (see `isKeyTaken`) if it committed.
 */
export async function insert(db: Executor, row: KeyRow) {
  await db.insert(idempotencyKeys).values(row);
}

/** True when `error` (or one it wraps) is the write of a key another request already committed. */
export function isKeyTaken(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === KEY_CONSTRAINT) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
