/**
 * Sessions (DESIGN §4): a random token in an httpOnly cookie, stored only as an HMAC in Postgres. This plugin
 * resolves the cookie to a user for the routes that require one, and refuses cookie-carrying mutations
 * that come from another site (no CSRF).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import cookie from '@fastify/cookie';
import { API_MESSAGES } from '@zari/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Executor } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';

export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in, unblocked user of this request. */
    user: AuthUser;
    sessionId: string;
  }
  interface FastifyInstance {
    requireUser: preHandlerHookHandler;
  }
}

export function sessionCookieName(config: Config) {
  // `__Host-` binds the cookie to this exact host over HTTPS, so a sibling subdomain cannot plant one.
  return config.NODE_ENV === 'production' ? '__Host-zari_session' : 'zari_session';
}

export function hashToken(secret: string, token: string) {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** 256 random bits, well past the 128 a session token needs to be unguessable. */
export function newSessionToken() {
  return randomBytes(32).toString('base64url');
}

/** httpOnly so scripts cannot read it, Lax so another site cannot send it with a form post. */
export function sessionCookieOptions(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    path: '/',
    maxAge: config.SESSION_TTL_DAYS * 24 * 60 * 60,
  };
}

/** The session cookie's token, if the request carries a plausible one. */
export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[sessionCookieName(config)];
  return token && token.length <= 200 ? token : undefined;
}

/** The live session of a token, with its user. */
export async function findSession(db: Executor, config: Config, clock: Clock, token: string) {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(config.AUTH_SECRET, token)), gt(sessions.expiresAt, clock.now())),
    )
    .limit(1);
  return row;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function requestOrigin(request: FastifyRequest) {
  return `${request.protocol}://${request.host}`;
}

export async function registerAuth(
  app: FastifyInstance,
  deps: { config: Config; db: Database; clock: Clock },
) {
  const { config, db, clock } = deps;
  await app.register(cookie);

  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('sessionId', '');

  const allowedOrigins = new Set([config.PUBLIC_ORIGIN].filter(Boolean));
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new ForbiddenError(API_MESSAGES.crossOrigin);
    const origin = request.headers.origin;
    if (origin && origin !== requestOrigin(request) && !allowedOrigins.has(origin)) {
      throw new ForbiddenError(API_MESSAGES.crossOrigin);
    }
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = readSessionToken(request, config);
    const row = token ? await findSession(db, config, clock, token) : undefined;
    if (!row) throw new UnauthorizedError(API_MESSAGES.unauthenticated);
    if (row.user.blocked) throw new ForbiddenError(API_MESSAGES.accountBlocked);
    request.user = row.user;
    request.sessionId = row.sessionId;
  });
}
