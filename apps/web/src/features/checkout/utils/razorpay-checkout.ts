/** Razorpay's hosted checkout (DESIGN §2, gateway 'razorpay'): its script is loaded from its site on first use. */
import {
  BRAND_NAME,
  PAYMENT_THEME_COLOR,
  type PaymentConfirmation,
  type PaymentOrder,
  TOASTS,
} from '@zari/contract';
import { PaymentDismissedError, PaymentFailedError } from './payment-errors';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayFailure {
  error?: { description?: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  order_id: string;
  handler: (response: PaymentConfirmation) => void;
  prefill: { name?: string; contact?: string };
  theme: { color: string };
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Loads the provider's script once; a failure rejects with `toasts`' words (the page's language). */
export function loadRazorpayScript(toasts: Pick<typeof TOASTS, 'paymentError'> = TOASTS): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(toasts.paymentError.description));
    };
    document.body.append(script);
  });
  return loading;
}

export interface CheckoutPrefill {
  name: string;
  contact: string;
}

/**
 * Resolves with the provider's confirmation; rejects with PaymentFailedError or PaymentDismissedError. Its own
 * failures say `toasts`' words, the page's language (issue 35); the provider's description is its own.
 */
export async function openRazorpayCheckout(
  keyId: string,
  order: PaymentOrder,
  prefill: CheckoutPrefill,
  toasts: Pick<typeof TOASTS, 'paymentError' | 'paymentFailed'> = TOASTS,
): Promise<PaymentConfirmation> {
  await loadRazorpayScript(toasts);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error(toasts.paymentError.description);
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: keyId,
      amount: order.amount,
      currency: order.currency,
      name: BRAND_NAME,
      order_id: order.id,
      handler: resolve,
      prefill,
      theme: { color: PAYMENT_THEME_COLOR },
      modal: { ondismiss: () => reject(new PaymentDismissedError()) },
    });
    checkout.on('payment.failed', (response) =>
      reject(new PaymentFailedError(response.error?.description || toasts.paymentFailed.description)),
    );
    checkout.open();
  });
}
