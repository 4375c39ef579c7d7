/** HTTP for the back office's Speed panel (issue 36): real shoppers' p75 per page. Staff and up. */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { RumService } from './service.js';

export function adminRumRoutes(rum: RumService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminSpeed, async (request) => ({
      success: true,
      data: await rum.report(request.query.window),
    }));
  };
}
