/** HTTP for orders (SPEC §7): place, list the shopper's own, cancel. Signed-in shoppers only. */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import { createOrdersService, type OrdersServiceDeps } from './service.js';

export function orderRoutes(deps: OrdersServiceDeps) {
  const orders = createOrdersService(deps);
  return async (app: FastifyInstance) => {
    registerRoute(
      app,
      ROUTES.createOrder,
      async (request) => ({
        success: true,
        message: API_MESSAGES.orderPlaced,
        data: { _id: await orders.place(request.user, request.body) },
      }),
      { preHandler: app.requireUser },
    );

    registerRoute(
      app,
      ROUTES.listUserOrders,
      async (request) => ({
        success: true,
        data: await orders.listForUser(request.user, request.params.userId),
      }),
      { preHandler: app.requireUser },
    );

    registerRoute(
      app,
      ROUTES.cancelOrder,
      async (request) => {
        await orders.cancel(request.user, request.params.id);
        return { success: true, message: API_MESSAGES.orderCancelled, data: { _id: request.params.id } };
      },
      { preHandler: app.requireUser },
    );
  };
}
