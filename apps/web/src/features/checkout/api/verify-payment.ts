import { api } from '@zari/api-client';
import { PAYMENT_SERVER_ERRORS, type PaymentConfirmation } from '@zari/contract';

export function verifyPayment(confirmation: PaymentConfirmation) {
  return api.call('verifyPayment', {
    body: confirmation,
    errorMessage: PAYMENT_SERVER_ERRORS.verificationFailed,
  });
}
