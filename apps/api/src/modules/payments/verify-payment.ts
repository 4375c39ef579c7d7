/**
 * Checkout's verify: the shopper's browser brings back the provider's signed confirmation. A wrong signature,
 * or one for another shopper's payment, changes nothing and answers 400; a good one records the payment.
 *
 * Erasure (issue 34): the shopper's account is locked first (orders' lockShopper, FOR KEY SHARE), then the
 * attempt, in the order every placement and the webhook take them, so a verify and an erasure at the same
 * instant never wait on each other in a cycle. An account erased meanwhile answers 401, as its session is gone.
 */
import { API_MESSAGES, type PaymentConfirmation } from '@zari/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import type { PaymentGateway } from '../../providers/payments/index.js';
import type { OrdersService } from '../orders/service.js';
import type { RecordPayment } from './record-payment.js';
import type { PaymentsRepository } from './repository.js';

export interface VerifyPaymentDeps {
  db: Database;
  gateway: Pick<PaymentGateway, 'isPaymentSignatureValid'>;
  repository: Pick<PaymentsRepository, 'findUserAttempt' | 'lockAttempt'>;
  recordPayment: RecordPayment;
  orders: Pick<OrdersService, 'lockShopper'>;
  metrics: Pick<Metrics, 'payment'>;
}

export function createVerifyPayment({
  db,
  gateway,
  repository,
  recordPayment,
  orders,
  metrics,
}: VerifyPaymentDeps) {
  return async function verifyPayment(
    log: FastifyBaseLogger,
    userId: string,
    confirmation: PaymentConfirmation,
  ) {
    const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = confirmation;
    const attempt = await repository.findUserAttempt(db, userId, orderId);
    if (!attempt || !gateway.isPaymentSignatureValid(orderId, paymentId, confirmation.razorpay_signature)) {
      metrics.payment('signature_invalid');
      throw new BadRequestError(API_MESSAGES.paymentSignatureInvalid);
    }
    await db.transaction(async (tx) => {
      if (!(await orders.lockShopper(tx, userId))) throw new UnauthorizedError(API_MESSAGES.unauthenticated);
      const locked = await repository.lockAttempt(tx, orderId);
      if (locked) await recordPayment(tx, log, locked, paymentId);
    });
    metrics.payment('verified');
  };
}
