/** HTTP for the back office's orders (issue 14): list, detail, move along the lifecycle. */
import { ADMIN_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { createAdminOrdersService } from './admin-service.js';

export function adminOrderRoutes(orders: ReturnType<typeof createAdminOrdersService>) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListOrders, async (request) => {
      const page = await orders.list(request.query);
      return { success: true, data: page.orders, nextCursor: page.nextCursor };
    });

    registerRoute(app, ROUTES.adminGetOrder, async (request) => ({
      success: true,
      data: await orders.get(request.params.id),
    }));

    registerRoute(app, ROUTES.adminUpdateOrder, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.orderUpdated,
      data: await orders.update(request.user, request.params.id, request.body),
    }));
  };
}
