/**
 * Payments (DESIGN §4): attempts recorded with their amount in paise, checkout signatures verified in
 * constant time, and the provider's webhook settling payments whose shopper never came back, placing the
 * order stored with the attempt when the shopper never placed it. Every step is idempotent: an attempt is
 * paid once and yields one order, a webhook event is handled once, and nothing ever un-pays an order.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  type CreatePaymentOrderRequest,
  type OrderPayload,
  type PaymentConfig,
  type PaymentConfirmation,
  type PaymentOrder,
  type SimulatedPaymentRequest,
  type SimulatedPaymentResult,
} from '@zari/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import { isSimulatedGateway, type PaymentGateway } from '../../providers/payments/index.js';
import { WebhookEvent } from '../../providers/payments/webhook-event.js';
import type { IdempotencyRecord } from '../idempotency/service.js';
import type { OrdersService } from '../orders/service.js';
import type { SessionUser } from '../sessions/service.js';
import {
  findUserAttempt,
  flagRefund,
  insertAttempt,
  lockAttempt,
  markAttemptFailed,
  markAttemptPaid,
  type PaymentAttempt,
  recordWebhookEvent,
} from './repository.js';

export interface PaymentsServiceDeps {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  /** Prices the order sent with a payment request, and places it when only the webhook comes back. */
  orders: Pick<
    OrdersService,
    'priceOrder' | 'placeFromDraft' | 'orderOfAttempt' | 'payForAttempt' | 'flagRefundDue'
  >;
  metrics: Pick<Metrics, 'payment'>;
}

export interface WebhookDelivery {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService({ db, gateway, clock, orders, metrics }: PaymentsServiceDeps) {
  /** The order a payment is requested for, priced as placing it would be; its total must be the amount. */
  async function priceOrderToPay(user: SessionUser, order: OrderPayload, amountPaise: number) {
    if (order.paymentMethod === 'cod') throw new BadRequestError(API_MESSAGES.paymentOrderNotOnline);
    const draft = await orders.priceOrder(user, order);
    if (draft.totalPaise !== amountPaise) throw new BadRequestError(API_MESSAGES.paymentAmountMismatch);
    return draft;
  }

  /**
   * Records a captured payment on its locked attempt and on the order that claimed it, in the caller's
   * transaction: the order is marked paid, or, when it was cancelled before the money came in, stays
   * cancelled and is flagged (with the attempt) for staff to refund. Checkout verify and the webhook both
   * record payments here, so a payment is settled the same way whichever arrives first. Answers what became
   * of the order: `none` when no order claimed the attempt yet.
   */
  async function recordPayment(
    tx: Transaction,
    log: FastifyBaseLogger,
    attempt: PaymentAttempt,
    paymentId: string | null,
  ): Promise<'paid' | 'refund_due' | 'none'> {
    await markAttemptPaid(tx, attempt, paymentId, clock.now());
    const settled = await orders.payForAttempt(tx, attempt.id);
    if (settled.length > 0) return 'paid';
    const order = await orders.orderOfAttempt(tx, attempt.id);
    if (!order) return 'none';
    if (order.isCancelled) {
      await flagRefund(tx, attempt.id, 'order_cancelled');
      await orders.flagRefundDue(tx, order.id);
      log.warn({ orderId: order.id }, 'payment captured for a cancelled order: refund it');
      return 'refund_due';
    }
    // Already paid: a second confirmation of the same payment.
    return 'paid';
  }

  /** Settles the attempt of a provider order, when the provider's figures match what we asked for. */
  async function settleProviderOrder(
    tx: Transaction,
    log: FastifyBaseLogger,
    providerOrderId: string,
    paid: { paymentId: string | null; amountPaise: number; currency: string },
  ) {
    const attempt = await lockAttempt(tx, providerOrderId);
    if (!attempt) return log.warn({ providerOrderId }, 'payment for an unknown provider order');
    if (paid.amountPaise !== attempt.amountPaise || paid.currency !== attempt.currency) {
      return log.warn({ providerOrderId, ...paid }, 'payment amount or currency differs: not settled');
    }
    const order = await recordPayment(tx, log, attempt, paid.paymentId);
    // The shopper paid but never placed the order (tab closed): place the one the payment was asked for.
    if (order !== 'none' || !attempt.orderDraft) return;
    const orderId = await orders.placeFromDraft(tx, attempt, attempt.orderDraft);
    if (orderId) return log.info({ orderId, providerOrderId }, 'order placed from its captured payment');
    await flagRefund(tx, attempt.id, 'out_of_stock');
    log.error(
      { providerOrderId, attemptId: attempt.id },
      'payment captured but its order is out of stock: refund it',
    );
  }

  async function applyEvent(tx: Transaction, log: FastifyBaseLogger, event: WebhookEvent) {
    switch (event.event) {
      case 'payment.captured': {
        const payment = event.payload.payment.entity;
        if (!payment.order_id) return;
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
        const attempt = orderId ? await lockAttempt(tx, orderId) : undefined;
        if (attempt) await markAttemptFailed(tx, attempt.id);
      }
    }
  }

  return {
    config(): PaymentConfig {
      return { gateway: gateway.name, keyId: gateway.keyId };
    },

    /**
     * Priced before the provider hears of it, so a refused order leaves no provider order behind. The
     * attempt is recorded with the request's idempotency key, in one commit: a concurrent duplicate that
     * also asked the provider records nothing, and its unused provider order is never paid.
     */
    async createPaymentOrder(
      user: SessionUser,
      request: CreatePaymentOrderRequest,
      key?: IdempotencyRecord<PaymentOrder>,
    ): Promise<PaymentOrder> {
      const amountPaise = request.amount;
      const orderDraft = request.order ? await priceOrderToPay(user, request.order, amountPaise) : null;
      const attemptId = randomUUID();
      const order = await gateway.createOrder({ amountPaise, receipt: attemptId });
      const created = { id: order.id, amount: order.amountPaise, currency: order.currency };
      const attempt = {
        id: attemptId,
        userId: user.id,
        gateway: gateway.name,
        providerOrderId: order.id,
        amountPaise: order.amountPaise,
        currency: order.currency,
        orderDraft,
      };
      if (!key) await insertAttempt(db, attempt);
      else
        await db.transaction(async (tx) => {
          await insertAttempt(tx, attempt);
          await key.write(tx, created);
        });
      return created;
    },

    /** A wrong signature, or one for another shopper's payment, changes nothing and answers 400. */
    async verify(log: FastifyBaseLogger, userId: string, confirmation: PaymentConfirmation) {
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = confirmation;
      const attempt = await findUserAttempt(db, userId, orderId);
      if (!attempt || !gateway.isPaymentSignatureValid(orderId, paymentId, confirmation.razorpay_signature)) {
        metrics.payment('signature_invalid');
        throw new BadRequestError(API_MESSAGES.paymentSignatureInvalid);
      }
      await db.transaction(async (tx) => {
        const locked = await lockAttempt(tx, orderId);
        if (locked) await recordPayment(tx, log, locked, paymentId);
      });
      metrics.payment('verified');
    },

    /** The simulated checkout's Pay and Fail buttons; 404 while the real gateway is configured. */
    async completeSimulated(
      userId: string,
      request: SimulatedPaymentRequest,
    ): Promise<SimulatedPaymentResult> {
      if (!isSimulatedGateway(gateway)) throw new NotFoundError(API_MESSAGES.routeNotFound);
      const attempt = await findUserAttempt(db, userId, request.razorpay_order_id);
      if (!attempt) throw new NotFoundError(API_MESSAGES.paymentOrderNotFound);
      if (request.outcome === 'failure') {
        await markAttemptFailed(db, attempt.id);
        metrics.payment('declined');
        return { status: 'failure', description: API_MESSAGES.paymentDeclined };
      }
      const { paymentId, signature } = gateway.sign(attempt.providerOrderId);
      return {
        status: 'success',
        confirmation: {
          razorpay_order_id: attempt.providerOrderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        },
      };
    },

    async handleWebhook(log: FastifyBaseLogger, delivery: WebhookDelivery) {
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
      if (!parsed.success) return;
      const event = parsed.data;
      // Razorpay names each event in a header; a signed body is unique enough where it does not.
      const eventId = delivery.eventId ?? createHash('sha256').update(delivery.rawBody).digest('hex');
      // Recorded and applied in one transaction: a failure forgets the event so the provider's retry counts,
      // and a concurrent duplicate waits on the event's key, then finds it taken.
      const applied = await db.transaction(async (tx) => {
        if (!(await recordWebhookEvent(tx, eventId, event.event))) return false;
        await applyEvent(tx, log, event);
        return true;
      });
      if (applied) metrics.payment(event.event === 'payment.failed' ? 'failed' : 'captured');
    },
  };
}
