/**
 * Queries of idempotent placement: read a key's first answer (dropping the user's expired keys), write a key
 * with its answer. A key is only ever written with its answer, by the transaction (or the statement) that does the
 * work it guards: there is no claim row that could outlive its request.
 */
import { type Executor, preparedStatement } from '../../db/client.js';
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

const FIND_LIVE = preparedStatement<{ requestHash: string; response: unknown }>(
  'idempotency_find_live',
  `WITH expired AS (DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < $4)
   SELECT request_hash AS "requestHash", response FROM idempotency_keys
   WHERE user_id = $1 AND route = $2 AND key = $3 AND created_at >= $4`,
);

/**
 * Drops the user's keys created before `before` (expired) and reads this key's first answer, if it is live,
 * in one statement (one round trip: every keyed order asks it). The read sees the table as the statement
 * began, so the expired row it deletes is excluded by the same bound.
 */
export async function findLive(db: Executor, of: KeyOf, before: Date) {
  const [row] = await FIND_LIVE(db, [of.userId, of.route, of.key, before]);
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
