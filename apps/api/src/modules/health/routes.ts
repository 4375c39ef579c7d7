/** HTTP for liveness (`/api/health`, no database call) and readiness (`/api/ready`, 503 naming what failed). */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { ServiceUnavailableError, withCode } from '../../lib/errors.js';
import { registerRoute } from '../../lib/route.js';
import { type ReadinessServiceDeps, readinessService } from './service.js';

export function healthRoutes(deps: ReadinessServiceDeps) {
  const readiness = readinessService(deps);
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.health, async () => ({ success: true, data: { status: 'ok' as const } }));
    registerRoute(app, ROUTES.ready, async () => {
      const { checks, failed } = await readiness.check();
      if (failed.length > 0)
        throw withCode(new ServiceUnavailableError(API_MESSAGES.notReady(failed)), 'notReady', [failed]);
      return { success: true, data: checks };
    });
  };
}
