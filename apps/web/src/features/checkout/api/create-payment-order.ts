import { api } from '@zari/api-client';
import { IDEMPOTENCY_KEY_HEADER, type OrderPayload, PAYMENT_SERVER_ERRORS } from '@zari/contract';

/**
 * With the order, so the API can place it itself if the shopper pays and never comes back to place it. A retry
 * with the same `idempotencyKey` answers the first payment order instead of creating a second.
 */
export function createPaymentOrder(amountPaise: number, order: OrderPayload, idempotencyKey: string) {
  return api.call('createPaymentOrder', {
    body: { amount: amountPaise, order },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    errorMessage: PAYMENT_SERVER_ERRORS.createOrderFailed,
  });
}
