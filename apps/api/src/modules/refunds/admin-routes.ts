/**
 * HTTP for the back office's refunds (issue 33): refund an order flagged "Refund due" (a paid cancellation, a
 * return to origin; returns refund through their own flow), its refunds for the refund panel, and the list.
 * An `Idempotency-Key` makes a retried refund answer the first refund; without one, each call is a new refund
 * (the over-refund check still refuses one beyond what was paid).
 */
import { randomUUID } from 'node:crypto';
import { REFUND_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import { idempotencyKeyOf } from '../idempotency/header.js';
import type { RefundsService } from './service.js';

export function adminRefundRoutes(
  refunds: Pick<RefundsService, 'refundCancelledOrder' | 'ofOrder' | 'list' | 'one' | 'retryRefund'>,
) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListOrderRefunds, async (request) => ({
      success: true,
      data: await refunds.ofOrder(request.params.id),
    }));

    registerRoute(app, ROUTES.adminRefundOrder, async (request) => {
      const key = idempotencyKeyOf(request);
      const { refundId } = await refunds.refundCancelledOrder(
        request.user.id,
        request.params.id,
        request.body,
        // Per staff member, so two people's keys never meet.
        key ? `admin:${request.user.id}:${key}` : `admin:${randomUUID()}`,
      );
      const refund = await refunds.one(refundId);
      return {
        success: true,
        message: refund.status === 'recorded' ? REFUND_MESSAGES.refundRecorded : REFUND_MESSAGES.refundIssued,
        data: refund,
      };
    });

    registerRoute(app, ROUTES.adminListRefunds, async (request) => ({
      success: true,
      data: await refunds.list(request.query.status),
    }));

    // A payment no order used is refunded automatically; staff retry one the gateway refused or never answered.
    registerRoute(app, ROUTES.adminRetryRefund, async (request) => {
      const refund = await refunds.one(await refunds.retryRefund(request.user.id, request.params.id));
      return { success: true, message: REFUND_MESSAGES.refundIssued, data: refund };
    });
  };
}
