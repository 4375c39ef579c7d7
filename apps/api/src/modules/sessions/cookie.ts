/**
 * The session cookie, in one place: its name, its options, and reading, setting and clearing it. The routes
 * that start and end sessions and the OpenAPI document all take the name from here.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/** Longer than any token we issue; anything past it is not worth hashing. */
const MAX_TOKEN_CHARS = 200;

export function sessionCookieName(config: Pick<Config, 'NODE_ENV'>) {
  // `__Host-` binds the cookie to this exact host over HTTPS, so a sibling subdomain cannot plant one.
  return config.NODE_ENV === 'production' ? '__Host-zari_session' : 'zari_session';
}

/** httpOnly so scripts cannot read it, Lax so another site cannot send it with a form post. */
function sessionCookieOptions(config: Pick<Config, 'NODE_ENV' | 'SESSION_TTL_DAYS'>) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    path: '/',
    maxAge: config.SESSION_TTL_DAYS * 24 * 60 * 60,
  } satisfies CookieSerializeOptions;
}

export type SessionCookie = ReturnType<typeof sessionCookie>;

export function sessionCookie(config: Pick<Config, 'NODE_ENV' | 'SESSION_TTL_DAYS'>) {
  const name = sessionCookieName(config);
  const options = sessionCookieOptions(config);
  const { maxAge: _, ...clearOptions } = options;
  return {
    name,
    /** The token the request carries, if it is plausibly one of ours. */
    read(request: FastifyRequest): string | undefined {
      const token = request.cookies[name];
      return token && token.length <= MAX_TOKEN_CHARS ? token : undefined;
    },
    set(reply: FastifyReply, token: string) {
      reply.setCookie(name, token, options);
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(name, clearOptions);
    },
  };
}
