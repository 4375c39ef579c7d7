import { type OrderPayload, PAYMENT_SERVER_ERRORS } from '@zari/contract';
import { api } from '@/lib/api';

/** With the order, so the API can place it itself if the shopper pays and never comes back to place it. */
export function createPaymentOrder(amountPaise: number, order: OrderPayload) {
  return api.call('createPaymentOrder', {
    body: { amount: amountPaise, order },
    errorMessage: PAYMENT_SERVER_ERRORS.createOrderFailed,
  });
}
