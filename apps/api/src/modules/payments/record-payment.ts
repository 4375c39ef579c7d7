/**
 * Records a captured payment on its locked attempt and on the order that claimed it, in the caller's
 * transaction: the order is marked paid, or, when it was cancelled before the money came in, stays cancelled
 * and is flagged (with the attempt) for staff to refund. Checkout verify and the webhook both record payments
 * here, so a payment is settled the same way whichever arrives first.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { OrdersService } from '../orders/service.js';
import type { PaymentAttempt, PaymentsRepository } from './repository.js';

export interface RecordPaymentDeps {
  clock: Clock;
  repository: Pick<PaymentsRepository, 'markAttemptPaid' | 'flagRefund'>;
  orders: Pick<OrdersService, 'payForAttempt' | 'orderOfAttempt' | 'flagRefundDue'>;
}

export type RecordPayment = ReturnType<typeof createRecordPayment>;

export function createRecordPayment({ clock, repository, orders }: RecordPaymentDeps) {
  /** Answers what became of the order: `none` when no order claimed the attempt yet. */
  return async function recordPayment(
    tx: Transaction,
    log: FastifyBaseLogger,
    attempt: PaymentAttempt,
    paymentId: string | null,
  ): Promise<'paid' | 'refund_due' | 'none'> {
    await repository.markAttemptPaid(tx, attempt, paymentId, clock.now());
    const settled = await orders.payForAttempt(tx, attempt.id);
    if (settled.length > 0) return 'paid';
    const order = await orders.orderOfAttempt(tx, attempt.id);
    if (!order) return 'none';
    if (order.isCancelled) {
      await repository.flagRefund(tx, attempt.id, 'order_cancelled');
      await orders.flagRefundDue(tx, order.id);
      log.warn({ orderId: order.id }, 'payment captured for a cancelled order: refund it');
      return 'refund_due';
    }
    // Already paid: a second confirmation of the same payment.
    return 'paid';
  };
}
