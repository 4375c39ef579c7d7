import { api } from '@zari/api-client';
import { FETCH_ERRORS, IDEMPOTENCY_KEY_HEADER, type OrderPayload } from '@zari/contract';

/**
 * Places an order; the server prices it from the catalogue. The caller refreshes the orders list. A retry
 * with the same `idempotencyKey` answers the first order instead of placing a second.
 */
export function createOrder(payload: OrderPayload, idempotencyKey: string) {
  return api.call('createOrder', {
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    errorMessage: FETCH_ERRORS.createOrder,
  });
}
