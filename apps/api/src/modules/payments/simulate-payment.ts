/** The simulated checkout's Pay and Fail buttons; 404 while the real gateway is configured. */
import { API_MESSAGES, type SimulatedPaymentRequest, type SimulatedPaymentResult } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import { isSimulatedGateway, type PaymentGateway } from '../../providers/payments/index.js';
import type { PaymentsRepository } from './repository.js';

export interface SimulatePaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  repository: Pick<PaymentsRepository, 'findUserAttempt' | 'markAttemptFailed'>;
  metrics: Pick<Metrics, 'payment'>;
}

export function createSimulatePayment({ db, gateway, repository, metrics }: SimulatePaymentDeps) {
  return async function simulatePayment(
    userId: string,
    request: SimulatedPaymentRequest,
  ): Promise<SimulatedPaymentResult> {
    if (!isSimulatedGateway(gateway)) throw new NotFoundError(API_MESSAGES.routeNotFound);
    const attempt = await repository.findUserAttempt(db, userId, request.razorpay_order_id);
    if (!attempt) throw new NotFoundError(API_MESSAGES.paymentOrderNotFound);
    if (request.outcome === 'failure') {
      await repository.markAttemptFailed(db, attempt.id);
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
  };
}
