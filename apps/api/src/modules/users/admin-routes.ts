/** HTTP for the owner's tools: staff and the audit log. */
import { ADMIN_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { createAdminStaffService } from './staff-service.js';

export function adminStaffRoutes(staff: ReturnType<typeof createAdminStaffService>) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListStaff, async () => ({ success: true, data: await staff.list() }));
    registerRoute(app, ROUTES.adminGrantStaff, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.staffGranted(request.body.role),
      data: await staff.grant(request.user, request.body.phone, request.body.role),
    }));
    registerRoute(app, ROUTES.adminRevokeStaff, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.staffRevoked,
      data: await staff.revoke(request.user, request.params.id),
    }));
    registerRoute(app, ROUTES.adminListAudit, async (request) => {
      const page = await staff.audit(request.query);
      return { success: true, data: page.entries, nextCursor: page.nextCursor };
    });
  };
}
