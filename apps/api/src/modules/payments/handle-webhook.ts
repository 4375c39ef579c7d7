/**
 * The provider's webhook settles payments whose shopper never came back: a captured payment is recorded
 * (record-payment.ts) and, when the shopper never placed the order the payment was asked for, that order is
 * placed from the attempt (orders' place-order), or the payment flagged for a refund when its stock ran out.
 * Each event is recorded and applied in one transaction, once.
 *
 * Erasure (issue 34): a captured payment locks its shopper's account first (orders' lockShopper, FOR KEY SHARE,
 * as every order placement does), then the attempt, then the order's products, so an erasure at the same
 * moment either waits for the paid order and is refused (an order on its way holds it), or goes first. Money
 * captured for an account erased meanwhile is recorded on its attempt and flagged for a refund to its source
 * (`account_erased`): no order is placed for a shopper who is gone, and nobody is left to claim the payment.
 *
 * Money no order will use (`out_of_stock`, `account_erased`) is refunded automatically, in full: the refunds
 * module writes the pending refund (and the shopper's message) in the event's transaction, and the gateway is
 * asked once it committed. A refund left unanswered (the gateway down) is asked again by the next event of that
 * payment (Razorpay sends `payment.captured` and `order.paid`) or by staff's Retry on the refunds list.
 */
import { createHash } from 'node:crypto';
import { API_MESSAGES } from '@zari/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import { BadRequestError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import type { PaymentGateway } from '../../providers/payments/index.js';
import { WebhookEvent } from '../../providers/payments/webhook-event.js';
import type { OrdersService } from '../orders/service.js';
import type { RecordPayment } from './record-payment.js';
import type { RefundWebhooks } from './refund-events.js';
import type { PaymentsRepository } from './repository.js';

export interface WebhookDelivery {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
}

/** What to do once a webhook event's transaction committed. */
interface WebhookOutcome {
  /** The products whose stock an order placed from the captured payment took. */
  moved?: string[];
  /** The refund of money no order used, to ask the gateway for. */
  refundId?: string;
}

export interface HandleWebhookDeps {
  db: Database;
  gateway: Pick<PaymentGateway, 'isWebhookSignatureValid'>;
  repository: Pick<
    PaymentsRepository,
    'attemptOwner' | 'lockAttempt' | 'markAttemptFailed' | 'flagRefund' | 'recordWebhookEvent'
  >;
  orders: Pick<OrdersService, 'placeFromDraft' | 'lockShopper'>;
  recordPayment: RecordPayment;
  metrics: Pick<Metrics, 'payment'>;
  /** Refund events go to the refunds module (issue 33); unset: acknowledged and ignored. */
  refunds?: RefundWebhooks | undefined;
}

export function createHandleWebhook({
  db,
  gateway,
  repository,
  orders,
  recordPayment,
  metrics,
  refunds,
}: HandleWebhookDeps) {
  /**
   * Settles the attempt of a provider order, when the provider's figures match what we asked for; answers what
   * to do once the transaction committed: the products whose stock an order placed from the payment took (their
   * cached answers are dropped), or the refund to ask the gateway for.
   */
  async function settleProviderOrder(
    tx: Transaction,
    log: FastifyBaseLogger,
    providerOrderId: string,
    paid: { paymentId: string | null; amountPaise: number; currency: string },
  ): Promise<WebhookOutcome | undefined> {
    const owner = await repository.attemptOwner(tx, providerOrderId);
    if (!owner) {
      log.warn({ providerOrderId }, 'payment for an unknown provider order');
      return undefined;
    }
    // The shopper's account before the attempt, in the order every placement locks them (see above).
    const live = await orders.lockShopper(tx, owner);
    const attempt = await repository.lockAttempt(tx, providerOrderId);
    if (!attempt) {
      log.warn({ providerOrderId }, 'payment for an unknown provider order');
      return undefined;
    }
    if (paid.amountPaise !== attempt.amountPaise || paid.currency !== attempt.currency) {
      log.warn({ providerOrderId, ...paid }, 'payment amount or currency differs: not settled');
      return undefined;
    }
    const order = await recordPayment(tx, log, attempt, paid.paymentId);
    if (order !== 'none') return undefined;
    let reason: 'account_erased' | 'out_of_stock';
    if (!live) {
      reason = 'account_erased';
      log.warn(
        { providerOrderId, attemptId: attempt.id },
        'payment captured for an erased account: refunding it',
      );
    } else if (attempt.refundReason === 'out_of_stock') {
      // A second event of a payment already found sold out (`order.paid` after `payment.captured`).
      reason = 'out_of_stock';
    } else {
      // The shopper paid but never placed the order (tab closed): place the one the payment was asked for.
      if (!attempt.orderDraft) return undefined;
      const orderId = await orders.placeFromDraft(tx, attempt, attempt.orderDraft);
      if (orderId) {
        log.info({ orderId, providerOrderId }, 'order placed from its captured payment');
        return { moved: attempt.orderDraft.lines.map((line) => line.productId) };
      }
      reason = 'out_of_stock';
      log.error(
        { providerOrderId, attemptId: attempt.id },
        'payment captured but its order is out of stock: refunding it',
      );
    }
    await repository.flagRefund(tx, attempt.id, reason);
    // The payment id recordPayment kept: the first capture's.
    const paymentId =
      attempt.status === 'paid' ? attempt.providerPaymentId : (paid.paymentId ?? attempt.providerPaymentId);
    if (!refunds || !paymentId) {
      log.error(
        { providerOrderId, attemptId: attempt.id },
        'no payment id or no refunds module: refund it by hand',
      );
      return undefined;
    }
    const refundId = await refunds.refundUnplacedPayment(tx, log, {
      attemptId: attempt.id,
      userId: attempt.userId,
      live: Boolean(live),
      amountPaise: attempt.amountPaise,
      gateway: attempt.gateway,
      paymentId,
      reason,
    });
    return refundId ? { refundId } : undefined;
  }

  async function applyEvent(
    tx: Transaction,
    log: FastifyBaseLogger,
    event: WebhookEvent,
  ): Promise<WebhookOutcome | undefined> {
    switch (event.event) {
      case 'payment.captured': {
        const payment = event.payload.payment.entity;
        if (!payment.order_id) return undefined;
        return settleProviderOrder(tx, log, payment.order_id, {
          paymentId: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency,
        });
      }
      case 'order.paid': {
        const order = event.payload.order.entity;
        return settleProviderOrder(tx, log, order.id, {
          paymentId: event.payload.payment?.entity.id ?? null,
          amountPaise: order.amount_paid,
          currency: order.currency,
        });
      }
      case 'payment.failed': {
        const orderId = event.payload.payment.entity.order_id;
        const attempt = orderId ? await repository.lockAttempt(tx, orderId) : undefined;
        if (attempt) await repository.markAttemptFailed(tx, attempt.id);
        return undefined;
      }
      case 'refund.processed':
      case 'refund.failed': {
        const refund = event.payload.refund.entity;
        await refunds?.settleGatewayRefund(tx, log, {
          gatewayRefundId: refund.id,
          paymentId: refund.payment_id,
          amountPaise: refund.amount,
          receipt: refund.receipt ?? null,
          status: event.event === 'refund.processed' ? 'processed' : 'failed',
          failureReason: refund.error_description ?? null,
        });
        return undefined;
      }
    }
  }

  /** Applies a delivery; resolves to the products whose stock it moved (empty: none). */
  return async function handleWebhook(log: FastifyBaseLogger, delivery: WebhookDelivery): Promise<string[]> {
    if (!delivery.signature || !gateway.isWebhookSignatureValid(delivery.rawBody, delivery.signature)) {
      throw new BadRequestError(API_MESSAGES.webhookSignatureInvalid);
    }
    let body: unknown;
    try {
      body = JSON.parse(delivery.rawBody);
    } catch {
      throw new BadRequestError(API_MESSAGES.badRequest);
    }
    const parsed = WebhookEvent.safeParse(body);
    if (!parsed.success) return [];
    const event = parsed.data;
    // Razorpay names each event in a header; a signed body is unique enough where it does not.
    const eventId = delivery.eventId ?? createHash('sha256').update(delivery.rawBody).digest('hex');
    // Recorded and applied in one transaction: a failure forgets the event so the provider's retry counts,
    // and a concurrent duplicate waits on the event's key, then finds it taken.
    const applied = await db.transaction(async (tx) => {
      if (!(await repository.recordWebhookEvent(tx, eventId, event.event))) return undefined;
      return (await applyEvent(tx, log, event)) ?? {};
    });
    if (applied && !event.event.startsWith('refund.')) {
      metrics.payment(event.event === 'payment.failed' ? 'failed' : 'captured');
    }
    // The refund of money no order used, asked for once its row committed. The event is applied either way:
    // a gateway that did not answer leaves the refund pending, to be asked again (see above).
    if (applied && refunds && applied.refundId) {
      try {
        await refunds.askRefund(log, applied.refundId);
      } catch (error) {
        log.warn(
          { err: error, refundId: applied.refundId },
          'refund of an unplaced payment not answered; retried later',
        );
      }
    }
    return applied?.moved ?? [];
  };
}
