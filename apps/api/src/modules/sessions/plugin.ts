/**
 * Wires sessions into the app: the cookie parser, the Origin check that keeps cookie-carrying mutations
 * same-site (no CSRF), `request.user`, and `app.sessionGuard(route)`, the hook `registerRoute` runs first on
 * every route of the contract's table that says `auth: true`, before the body is even read: a caller
 * without a session learns nothing about the route's input rules. Routes never add it themselves.
 */
import cookie from '@fastify/cookie';
import { ADMIN_MESSAGES, API_MESSAGES, hasRole } from '@zari/contract';
import type { RouteDef } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.js';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import type { SessionCookie } from './cookie.js';
import type { SessionsService, SessionUser } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, unblocked user; set by the session guard, so only on routes with `auth: true`. */
    user: SessionUser;
    sessionId: string;
  }
  interface FastifyInstance {
    /** The hook a route of the table needs before anything else runs; undefined for a public route. */
    sessionGuard(route: RouteDef): onRequestAsyncHookHandler | undefined;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function requestOrigin(request: FastifyRequest) {
  return `${request.protocol}://${request.host}`;
}

/**
 * What a signed-in user must also be to call `route`: unblocked, and holding at least the role the route
 * table names (DESIGN §9 Roles: staff run catalogue and orders, owners alone staff and settings).
 */
function authorize(route: RouteDef, user: SessionUser) {
  if (user.blocked) throw new ForbiddenError(API_MESSAGES.accountBlocked);
  if (route.role && !hasRole(user.role, route.role)) {
    throw new ForbiddenError(route.role === 'owner' ? ADMIN_MESSAGES.ownerOnly : ADMIN_MESSAGES.staffOnly);
  }
}

export async function registerSessions(
  app: FastifyInstance,
  deps: { sessions: SessionsService; cookie: SessionCookie; config: Pick<Config, 'PUBLIC_ORIGIN'> },
) {
  const { sessions, config } = deps;
  await app.register(cookie);

  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('sessionId', '');

  const allowedOrigins = new Set([config.PUBLIC_ORIGIN].filter(Boolean));
  // Every mutating request, whatever its URL says: the router decodes `/%61pi/…` to `/api/…` (and a path no
  // route matches must not be a way round either), so the rule looks at the method and the matched route
  // only. A route opts out on its own definition (RouteOptions.crossSite: the signed payment webhook).
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || request.routeOptions.config?.crossSite) return;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new ForbiddenError(API_MESSAGES.crossOrigin);
    const origin = request.headers.origin;
    if (origin && origin !== requestOrigin(request) && !allowedOrigins.has(origin)) {
      throw new ForbiddenError(API_MESSAGES.crossOrigin);
    }
  });

  app.decorate('sessionGuard', (route: RouteDef) => {
    if (!route.auth) return undefined;
    return async (request, reply) => {
      const token = deps.cookie.read(request);
      const session = token ? await sessions.read(token) : undefined;
      if (!token || !session) throw new UnauthorizedError(API_MESSAGES.unauthenticated);
      if (await sessions.endIfIdle(session)) throw new UnauthorizedError(ADMIN_MESSAGES.sessionIdle);
      authorize(route, session.user);
      if (await sessions.touch(session)) deps.cookie.set(reply, token);
      request.user = session.user;
      request.sessionId = session.id;
    };
  });
}
