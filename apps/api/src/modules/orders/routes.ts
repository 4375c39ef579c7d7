/**
 * HTTP for orders (SPEC §7): place, list the shopper's own, read one (issue 32), cancel; and (issue 32) confirm
 * a cash-on-delivery order. Signed-in shoppers only, except the confirmation link's two routes, where the
 * signed token is the proof.
 */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import { idempotencyKeyOf } from '../idempotency/header.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { OrdersService } from './service.js';

export function orderRoutes(deps: {
  orders: Pick<
    OrdersService,
    | 'placeOrder'
    | 'listShopperOrders'
    | 'getShopperOrder'
    | 'cancelOrder'
    | 'confirmOwnOrder'
    | 'confirmWithToken'
    | 'getCodConfirmation'
  >;
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

    registerRoute(app, ROUTES.confirmOrder, async (request) => ({
      success: true,
      message: API_MESSAGES.orderConfirmed,
      data: await orders.confirmOwnOrder(request.user, request.params.id),
    }));

    registerRoute(app, ROUTES.confirmCodOrder, async (request) => ({
      success: true,
      message: API_MESSAGES.orderConfirmed,
      data: await orders.confirmWithToken(request.body.orderId, request.body.token),
    }));

    registerRoute(app, ROUTES.getCodConfirmation, async (request, reply) => {
      // Personal (items and total of one order) and short-lived: never kept by a cache or shown to a crawler.
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return {
        success: true,
        data: await orders.getCodConfirmation(request.params.id, request.query.t),
      };
    });
  };
}
