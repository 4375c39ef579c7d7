/**
 * Sessions (DESIGN §4): a random token lives only in the shopper's httpOnly cookie; Postgres keeps its HMAC
 * (keyed by AUTH_SECRET) with an expiry, so a leaked table cannot be replayed as cookies. A session in use
 * is renewed once half its life has passed, so an active shopper is never signed out mid-visit.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { isAdminRole, STAFF_SESSION_IDLE_HOURS } from '@zari/contract';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import * as repository from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_IDLE_MS = STAFF_SESSION_IDLE_HOURS * 60 * 60 * 1000;
/** A staff session's activity is written at most this often, not on every request. */
const ACTIVITY_WRITE_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface Session {
  id: string;
  user: SessionUser;
  expiresAt: Date;
  lastSeenAt: Date;
}

export function hashSessionToken(secret: string, token: string) {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** 256 random bits, well past the 128 a session token needs to be unguessable. */
function newSessionToken() {
  return randomBytes(32).toString('base64url');
}

export type SessionsService = ReturnType<typeof createSessionsService>;

export function createSessionsService(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'AUTH_SECRET' | 'SESSION_TTL_DAYS'>;
}) {
  const { db, clock, config } = deps;
  const ttlMs = config.SESSION_TTL_DAYS * DAY_MS;
  const hash = (token: string) => hashSessionToken(config.AUTH_SECRET, token);

  return {
    /**
     * Starts a session for the user in the caller's transaction and answers its token. `replacedToken` (the
     * cookie the request carried, if any) is revoked, and the user's expired sessions are swept.
     */
    async create(tx: Executor, userId: string, replacedToken?: string): Promise<string> {
      const now = clock.now();
      const token = newSessionToken();
      if (replacedToken) await repository.deleteSessionByTokenHash(tx, hash(replacedToken), now);
      await repository.deleteExpiredSessions(tx, userId, now);
      await repository.insertSession(tx, {
        userId,
        tokenHash: hash(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },

    /** The live session of a token, with its user; undefined when there is none or it has expired. */
    async read(token: string): Promise<Session | undefined> {
      const row = await repository.findLiveSession(db, hash(token), clock.now());
      return (
        row && { id: row.sessionId, user: row.user, expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt }
      );
    },

    /**
     * A staff or owner session ends after STAFF_SESSION_IDLE_HOURS without a request (a back office left
     * open on a shared counter); true when this one just did. Shoppers' sessions only expire.
     */
    async endIfIdle(session: Session): Promise<boolean> {
      if (!isAdminRole(session.user.role)) return false;
      if (clock.now().getTime() - session.lastSeenAt.getTime() <= STAFF_IDLE_MS) return false;
      await repository.deleteSession(db, session.id);
      return true;
    },

    /** Renews a session past half its life to a full one; true when it did, so the cookie is renewed too. */
    async touch(session: Session): Promise<boolean> {
      const now = clock.now().getTime();
      if (isAdminRole(session.user.role) && now - session.lastSeenAt.getTime() > ACTIVITY_WRITE_MS) {
        await repository.setSessionLastSeen(db, session.id, new Date(now));
      }
      if (session.expiresAt.getTime() - now > ttlMs / 2) return false;
      await repository.setSessionExpiry(db, session.id, new Date(now + ttlMs));
      return true;
    },

    /** Ends the session of a token; false when there was no live one. */
    revoke(token: string): Promise<boolean> {
      return repository.deleteSessionByTokenHash(db, hash(token), clock.now());
    },

    /** Ends every session of a user (blocked, for one), in the caller's transaction. */
    revokeAllForUser(tx: Executor, userId: string): Promise<void> {
      return repository.deleteUserSessions(tx, userId);
    },
  };
}
