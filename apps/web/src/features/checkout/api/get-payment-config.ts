import { TOASTS } from '@zari/contract';
import { api } from '@/lib/api';

/** Which gateway the API runs (Razorpay or the simulated one, DESIGN §2) and its public key. */
export function getPaymentConfig() {
  return api.call('getPaymentConfig', { errorMessage: TOASTS.paymentError.description });
}
