import { queryOptions } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';

/** Which gateway the API runs (Razorpay or the simulated one, DESIGN §2), its public key, and demo mode. */
export function getPaymentConfig() {
  return api.call('getPaymentConfig', { errorMessage: FETCH_ERRORS.paymentConfig });
}

/** Asked once per visit: the gateway does not change while the store runs. */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-config'],
    queryFn: getPaymentConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
