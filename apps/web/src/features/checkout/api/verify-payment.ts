import { PAYMENT_SERVER_ERRORS, type PaymentConfirmation } from '@zari/contract';
import { api } from '@/lib/api';

export function verifyPayment(confirmation: PaymentConfirmation) {
  return api.call('verifyPayment', {
    body: confirmation,
    errorMessage: PAYMENT_SERVER_ERRORS.verificationFailed,
  });
}
