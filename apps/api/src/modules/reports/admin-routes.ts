/** HTTP for the back office's dashboard figures. */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { createAdminSummaryService } from './service.js';

export function adminSummaryRoutes(summary: ReturnType<typeof createAdminSummaryService>) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminSummary, async () => ({ success: true, data: await summary.summary() }));
  };
}
