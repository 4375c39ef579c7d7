/**
 * Payments (DESIGN §4): attempts recorded with their amount in paise, checkout signatures verified in constant
 * time, and the provider's webhook settling payments whose shopper never came back. Every step is idempotent:
 * an attempt is paid once and yields one order, a webhook event is handled once, and nothing ever un-pays an
 * order. One use case per file (create-payment-order, verify-payment, simulate-payment, handle-webhook, and
 * record-payment, which the last three share), wired here once; payments calls orders, never the reverse.
 */
import type { PaymentConfig } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Metrics } from '../../lib/metrics.js';
import type { PaymentGateway } from '../../providers/payments/index.js';
import type { OrdersService } from '../orders/service.js';
import { createCreatePaymentOrder } from './create-payment-order.js';
import { createHandleWebhook } from './handle-webhook.js';
import { createRecordPayment } from './record-payment.js';
import type { RefundWebhooks } from './refund-events.js';
import { paymentsRepository } from './repository.js';
import { createSimulatePayment } from './simulate-payment.js';
import { createVerifyPayment } from './verify-payment.js';

export type { WebhookDelivery } from './handle-webhook.js';

export interface PaymentsServiceDeps {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  /** Prices the order sent with a payment request, settles it, and places it when only the webhook comes back. */
  orders: Pick<
    OrdersService,
    'priceOrder' | 'placeFromDraft' | 'lockShopper' | 'orderOfAttempt' | 'payForAttempt' | 'flagRefundDue'
  >;
  metrics: Pick<Metrics, 'payment'>;
  /** Where the webhook's refund events go (the refunds module, issue 33). */
  refunds?: RefundWebhooks;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService({ db, gateway, clock, orders, metrics, refunds }: PaymentsServiceDeps) {
  const repository = paymentsRepository;
  const recordPayment = createRecordPayment({ clock, repository, orders });
  return {
    config(): PaymentConfig {
      return { gateway: gateway.name, keyId: gateway.keyId };
    },
    createPaymentOrder: createCreatePaymentOrder({ db, gateway, repository, orders }),
    verify: createVerifyPayment({ db, gateway, repository, recordPayment, orders, metrics }),
    completeSimulated: createSimulatePayment({ db, gateway, repository, metrics }),
    handleWebhook: createHandleWebhook({ db, gateway, repository, orders, recordPayment, metrics, refunds }),
  };
}
