import { api } from '@zari/api-client';
import { TOASTS } from '@zari/contract';

/** The simulated gateway's Pay or Fail button (DESIGN §2). */
export function completeSimulatedPayment(razorpayOrderId: string, outcome: 'success' | 'failure') {
  return api.call('completeSimulatedPayment', {
    body: { razorpay_order_id: razorpayOrderId, outcome },
    errorMessage: TOASTS.paymentError.description,
  });
}
