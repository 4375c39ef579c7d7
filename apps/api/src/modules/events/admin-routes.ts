/** HTTP for the back office's message log (issue 32): list an order's messages, resend one event. */
import { ADMIN_MESSAGES, type OrderMessageDelivery } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import { idempotencyKeyOf } from '../idempotency/header.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { EventsAdminService } from './admin-service.js';

export function adminMessageRoutes(deps: { messages: EventsAdminService; idempotency: IdempotencyService }) {
  const { messages, idempotency } = deps;
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListOrderMessages, async (request) => ({
      success: true,
      data: await messages.listMessages(request.params.id),
    }));

    registerRoute(app, ROUTES.adminResendOrderMessage, async (request) => {
      const target = { orderId: request.params.id, eventId: request.params.eventId };
      return idempotency.once(
        {
          userId: request.user.id,
          route: 'adminResendOrderMessage',
          key: idempotencyKeyOf(request),
          body: target,
        },
        (delivery: OrderMessageDelivery) => ({
          success: true,
          message: ADMIN_MESSAGES.messageResent,
          data: delivery,
        }),
        (record) => messages.resendMessage(request.user, target, record),
      );
    });
  };
}
