/**
 * HTTP for the back office's orders (issue 14): list, detail, move along the lifecycle, and mark a parcel
 * returned to origin (issue 33).
 */
import { ADMIN_MESSAGES, ADMIN_TEXT } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { OrdersService } from './service.js';

export function adminOrderRoutes(
  orders: Pick<OrdersService, 'listAdminOrders' | 'getOrder' | 'moveOrder' | 'shipOrders' | 'cancelOrder'>,
) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListOrders, async (request) => {
      const page = await orders.listAdminOrders(request.query);
      return { success: true, data: page.orders, nextCursor: page.nextCursor };
    });

    registerRoute(app, ROUTES.adminGetOrder, async (request) => ({
      success: true,
      data: await orders.getOrder(request.params.id),
    }));

    registerRoute(app, ROUTES.adminShipOrders, async (request) => ({
      success: true,
      data: await orders.shipOrders(request.user, request.body),
    }));

    // The carrier brought the parcel back undelivered (refused COD, wrong address): staff say so.
    registerRoute(app, ROUTES.adminReturnToOrigin, async (request) => {
      await orders.cancelOrder({
        actor: 'staff',
        user: request.user,
        orderId: request.params.id,
        reason: 'returned_to_origin',
        note: request.body.note ?? ADMIN_TEXT.orders.returnToOrigin,
      });
      return {
        success: true,
        message: ADMIN_MESSAGES.returnedToOrigin,
        data: await orders.getOrder(request.params.id),
      };
    });

    registerRoute(app, ROUTES.adminUpdateOrder, async (request) => {
      await orders.moveOrder(request.user, request.params.id, request.body);
      return {
        success: true,
        message: ADMIN_MESSAGES.orderUpdated,
        data: await orders.getOrder(request.params.id),
      };
    });
  };
}
