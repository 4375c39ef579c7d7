/** HTTP for the audit log (owners only, by the route table): newest first, filtered and paged. */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { AuditService } from './service.js';

export function adminAuditRoutes(audit: Pick<AuditService, 'list'>) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListAudit, async (request) => {
      const page = await audit.list(request.query);
      return { success: true, data: page.entries, nextCursor: page.nextCursor };
    });
  };
}
