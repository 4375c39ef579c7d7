/** The payment calls of SPEC §7 plus the additive config and simulated-gateway calls (DESIGN §2). */
import {
  API_PATHS,
  type OrderPayload,
  PAYMENT_SERVER_ERRORS,
  type PaymentConfig,
  type PaymentConfirmation,
  type PaymentOrder,
  type SimulatedPaymentResult,
  TOASTS,
} from '@zari/contract';
import { apiRequest } from '@/lib/api';

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

export function fetchPaymentConfig() {
  return apiRequest<Answer<PaymentConfig>>(API_PATHS.paymentConfig, {
    errorMessage: TOASTS.paymentError.description,
  });
}

/** With the order, so the API can place it itself if the shopper pays and never comes back to place it. */
export function createPaymentOrder(amountPaise: number, order: OrderPayload) {
  return apiRequest<Answer<PaymentOrder>>(API_PATHS.createPaymentOrder, {
    method: 'POST',
    json: { amount: amountPaise, order },
    errorMessage: PAYMENT_SERVER_ERRORS.createOrderFailed,
  });
}

export function verifyPayment(confirmation: PaymentConfirmation) {
  return apiRequest<{ success: boolean; message?: string }>(API_PATHS.verifyPayment, {
    method: 'POST',
    json: confirmation,
    errorMessage: PAYMENT_SERVER_ERRORS.verificationFailed,
  });
}

export function completeSimulatedPayment(razorpayOrderId: string, outcome: 'success' | 'failure') {
  return apiRequest<Answer<SimulatedPaymentResult>>(API_PATHS.simulatedPay, {
    method: 'POST',
    json: { razorpay_order_id: razorpayOrderId, outcome },
    errorMessage: TOASTS.paymentError.description,
  });
}
