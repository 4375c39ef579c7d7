/**
 * Money captured with no order to use it (the payment webhook found its stock sold out, or its account erased
 * meanwhile) goes back automatically, in full, to the source — as Razorpay merchants do. Such a refund names
 * the payment attempt instead of an order, has no invoice and no credit note (no sale happened), and is made
 * the way every `source` refund is (issue-refund.ts): the row written pending first, in the webhook event's
 * transaction (with the shopper's `sold_out_refund` message when their account lives), then the gateway asked
 * after commit with the row's id as receipt and idempotency key, settled by its answer or its webhook.
 *
 * At most one refund of an attempt pays (a partial unique index; a failed one may be followed by another). One
 * the gateway never answered (down, timed out) is asked again by the payment's next webhook event, by the
 * unanswered refunds sweep (ask-unanswered-refunds.ts) or by staff's Retry on the refunds list, always with the
 * same receipt, so the shopper is refunded once. A failed one is retried
 * by staff as a new refund (`retry:<failed refund id>` as its key, so a double click makes one).
 */
import { createHash } from 'node:crypto';
import { API_MESSAGES, REFUND_MESSAGES } from '@zari/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { UnplacedPayment } from '../payments/refund-events.js';
import type { NewRefund, RefundRow, RefundsRepository } from './repository.js';

const unanswered = (refund: RefundRow) => refund.status === 'pending' && !refund.gatewayRefundId;

export function createRefundUnplacedPayment(deps: {
  db: Database;
  clock: Clock;
  repository: Pick<RefundsRepository, 'refundsOfAttempt' | 'findByKey' | 'insertRefund' | 'lockRefund'>;
  events: Pick<EventsService, 'recordEvent'>;
  audit: Pick<AuditService, 'record'>;
  askGateway: (refund: RefundRow) => Promise<RefundRow>;
}) {
  const { db, clock, repository, events, audit, askGateway } = deps;

  function newRefund(
    from: Pick<RefundRow, 'paymentAttemptId' | 'amountPaise' | 'reason' | 'gateway' | 'gatewayPaymentId'>,
    idempotencyKey: string,
    createdBy: string | null,
  ): NewRefund {
    const now = clock.now();
    const request = {
      paymentAttemptId: from.paymentAttemptId,
      amountPaise: from.amountPaise,
      reason: from.reason,
    };
    return {
      orderId: null,
      paymentAttemptId: from.paymentAttemptId,
      amountPaise: from.amountPaise,
      method: 'source',
      status: 'pending',
      reason: from.reason,
      idempotencyKey,
      requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
      gateway: from.gateway,
      gatewayPaymentId: from.gatewayPaymentId,
      createdBy,
      createdAt: now,
      updatedAt: now,
    };
  }

  return {
    /** In the webhook event's transaction, under the attempt's lock (payments' handle-webhook.ts). */
    async refundUnplacedPayment(
      tx: Transaction,
      log: FastifyBaseLogger,
      payment: UnplacedPayment,
    ): Promise<string | undefined> {
      const [latest] = await repository.refundsOfAttempt(tx, payment.attemptId);
      // A second event of the same payment: ask again only what was never answered.
      if (latest) return unanswered(latest) ? latest.id : undefined;
      const refund = await repository.insertRefund(
        tx,
        newRefund(
          {
            paymentAttemptId: payment.attemptId,
            amountPaise: payment.amountPaise,
            reason: payment.reason,
            gateway: payment.gateway,
            gatewayPaymentId: payment.paymentId,
          },
          `unplaced:${payment.attemptId}`,
          null,
        ),
      );
      if (payment.live && payment.reason === 'out_of_stock') {
        await events.recordEvent(tx, {
          type: 'sold_out_refund',
          userId: payment.userId,
          payload: { paymentAttemptId: payment.attemptId, amountPaise: payment.amountPaise },
        });
      }
      log.info(
        { refundId: refund.id, attemptId: payment.attemptId, reason: payment.reason },
        'refunding a payment no order used',
      );
      return refund.id;
    },

    async askRefund(_log: FastifyBaseLogger, refundId: string): Promise<void> {
      const [refund] = await db.transaction(async (tx) => [await repository.lockRefund(tx, refundId)]);
      if (refund && unanswered(refund)) await askGateway(refund);
    },

    /** Staff's Retry of such a refund: an unanswered one asked again, a failed one made again (once). */
    async retryRefund(actorId: string, refundId: string): Promise<string> {
      const toAsk = await db.transaction(async (tx) => {
        const refund = await repository.lockRefund(tx, refundId);
        if (!refund) throw new NotFoundError(API_MESSAGES.notFound);
        if (refund.orderId || !refund.paymentAttemptId)
          throw new ConflictError(REFUND_MESSAGES.refundNotRetryable);
        if (unanswered(refund)) return refund;
        if (refund.status !== 'failed') throw new ConflictError(REFUND_MESSAGES.refundNotRetryable);
        const key = `retry:${refund.id}`;
        const again = await repository.findByKey(tx, key);
        if (again) return again;
        const [latest] = await repository.refundsOfAttempt(tx, refund.paymentAttemptId);
        // Another refund of this payment came after the failed one: that one is retried, not this.
        if (latest && latest.id !== refund.id) throw new ConflictError(REFUND_MESSAGES.refundNotRetryable);
        const made = await repository.insertRefund(tx, newRefund(refund, key, actorId));
        await audit.record(tx, {
          actorId,
          action: 'refund.retry',
          entityType: 'payment_attempt',
          entityId: refund.paymentAttemptId,
          after: {
            refundId: made.id,
            retried: refund.id,
            amountPaise: made.amountPaise,
            reason: made.reason,
          },
        });
        return made;
      });
      const refund = unanswered(toAsk) ? await askGateway(toAsk) : toAsk;
      return refund.id;
    },
  };
}
