/** HTTP for orders (SPEC §7): place, list the shopper's own, read one (issue 32), cancel. Signed-in shoppers only. */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import { idempotencyKeyOf } from '../idempotency/header.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { OrdersService } from './service.js';

export function orderRoutes(deps: {
  orders: Pick<OrdersService, 'placeOrder' | 'listShopperOrders' | 'getShopperOrder' | 'cancelOrder'>;
  idempotency: IdempotencyService;
}) {
  const { orders, idempotency } = deps;
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.createOrder, async (request) => {
      const key = idempotencyKeyOf(request);
      return idempotency.once(
        { userId: request.user.id, route: 'createOrder', key, body: request.body },
        (orderId: string) => ({ success: true, message: API_MESSAGES.orderPlaced, data: { _id: orderId } }),
        (record) => orders.placeOrder(request.user, request.body, record),
      );
    });

    registerRoute(app, ROUTES.listUserOrders, async (request) => ({
      success: true,
      data: await orders.listShopperOrders(request.user, request.params.userId),
    }));

    registerRoute(app, ROUTES.getUserOrder, async (request) => ({
      success: true,
      data: await orders.getShopperOrder(request.user, request.params.id),
    }));

    registerRoute(app, ROUTES.cancelOrder, async (request) => {
      await orders.cancelOrder({ actor: 'shopper', user: request.user, orderId: request.params.id });
      return { success: true, message: API_MESSAGES.orderCancelled, data: { _id: request.params.id } };
    });
  };
}
