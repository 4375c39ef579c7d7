/**
 * HTTP for the storefront's speed beacon (issue 36): `POST /api/rum`, JSON or text/plain (sendBeacon's string),
 * answered 204. Same-origin like every write (the Origin rule). Counted by the global rate limit like every
 * request and, in the same store (Redis when configured), by a limit of its own per client: a page load sends
 * one beacon, so RUM_RATE_LIMIT_MAX a window is already many pages for one shopper.
 */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../../lib/errors.js';
import { registerRoute } from '../../lib/route.js';
import type { RumService } from './service.js';

export function rumRoutes(deps: { rum: RumService; rateLimit: { max: number; timeWindow: number } }) {
  return async (app: FastifyInstance) => {
    // Keyed apart from the global limit's counts of the same client.
    const checkLimit = app.createRateLimit({
      ...deps.rateLimit,
      keyGenerator: (request) => `rum:${request.ip}`,
    });
    registerRoute(
      app,
      ROUTES.reportSpeed,
      async (request, reply) => {
        const limit = await checkLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new TooManyRequestsError(API_MESSAGES.tooManyRequests, limit.ttlInSeconds);
        }
        deps.rum.record(request.body);
        reply.status(204);
        return null;
      },
      // The body is a string when it came as text/plain: the use case parses and validates it.
      { rawBody: true, bodyLimit: 4 * 1024 },
    );
  };
}
