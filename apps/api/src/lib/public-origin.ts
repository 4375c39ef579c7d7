import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The storefront's origin as the world reaches it, for absolute URLs (sitemap, canonical links, share
 * images): PUBLIC_ORIGIN, which production requires, so a forged Host header never ends up in an answer
 * others are served; in development, the origin the request came to.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_ORIGIN'>, request: FastifyRequest): string {
  return config.PUBLIC_ORIGIN
    ? new URL(config.PUBLIC_ORIGIN).origin
    : `${request.protocol}://${request.host}`;
}
