/** Session queries: rows keyed by the token's hash, never by the token itself. */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export async function insertSession(
  db: Executor,
  session: { userId: string; tokenHash: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
) {
  await db.insert(sessions).values(session);
}

function liveSessionQuery(db: Executor) {
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

/** Every signed-in request reads its session: the query is built once per handle and prepared by name. */
const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof liveSessionQuery>>();

/** The session of a token hash that is still live at `now`, with its user. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now });
  return row;
}

export async function setSessionLastSeen(db: Executor, sessionId: string, lastSeenAt: Date) {
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function setSessionExpiry(db: Executor, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

/** Deletes the session of a token hash; true when it was still live. */
export async function deleteSessionByTokenHash(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ expiresAt: sessions.expiresAt });
  return row !== undefined && row.expiresAt > now;
}

export async function deleteExpiredSessions(db: Executor, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

export async function deleteUserSessions(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
