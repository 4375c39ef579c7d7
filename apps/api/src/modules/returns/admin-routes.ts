/** HTTP for returns in the back office (issue 33): the queue, one return, and staff's steps. Staff and up. */
import { RETURN_ADMIN_TEXT } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { ReturnsService } from './service.js';

const DONE: Record<string, string> = {
  approve: RETURN_ADMIN_TEXT.approved,
  reject: RETURN_ADMIN_TEXT.rejected,
  picked_up: RETURN_ADMIN_TEXT.markedPickedUp,
  received: RETURN_ADMIN_TEXT.markedReceived,
  qc: RETURN_ADMIN_TEXT.qcSaved,
};

export function adminReturnRoutes(returns: ReturnsService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListReturns, async (request) => ({
      success: true,
      data: await returns.listReturns(request.query.state),
    }));
    registerRoute(app, ROUTES.adminGetReturn, async (request) => ({
      success: true,
      data: await returns.getReturn(request.params.id),
    }));
    registerRoute(app, ROUTES.adminUpdateReturn, async (request) => {
      const data = await returns.updateReturn(request.user, request.params.id, request.body);
      const booking = data.pickupBooking;
      const message =
        request.body.action === 'book_pickup'
          ? booking?.status === 'failed'
            ? RETURN_ADMIN_TEXT.pickupFailed(booking.failure ?? '')
            : RETURN_ADMIN_TEXT.pickupBooked
          : request.body.action !== 'refund'
            ? DONE[request.body.action]
            : data.state === 'refunded'
              ? RETURN_ADMIN_TEXT.refunded
              : data.state === 'refund_pending'
                ? RETURN_ADMIN_TEXT.refundStarted
                : RETURN_ADMIN_TEXT.refundFailed(data.refund.failure ?? '');
      return { success: true, ...(message && { message }), data };
    });
  };
}
