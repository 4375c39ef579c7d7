import { FETCH_ERRORS, type OrderPayload } from '@zari/contract';
import { api } from '@/lib/api';

/** Places an order; the server prices it from the catalogue. The caller refreshes the orders list. */
export function createOrder(payload: OrderPayload) {
  return api.call('createOrder', { body: payload, errorMessage: FETCH_ERRORS.createOrder });
}
