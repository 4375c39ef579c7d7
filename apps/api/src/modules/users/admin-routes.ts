/** HTTP for the owner's staff tools: list, grant, revoke. */
import { ADMIN_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { AdminStaffService } from './admin-service.js';

export function adminStaffRoutes(staff: AdminStaffService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListStaff, async () => ({ success: true, data: await staff.listStaff() }));
    registerRoute(app, ROUTES.adminGrantStaff, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.staffGranted(request.body.role),
      data: await staff.grantStaff(request.user, request.body.phone, request.body.role),
    }));
    registerRoute(app, ROUTES.adminRevokeStaff, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.staffRevoked,
      data: await staff.revokeStaff(request.user, request.params.id),
    }));
  };
}
