/**
 * A payment gateway as the API needs one: create a provider order for an amount in paise, and check the
 * signatures the checkout and the webhook carry. Razorpay and the local simulation both implement it, with
 * the same order ids, currency and HMAC-SHA256 scheme, so the rest of the API cannot tell them apart.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway as GatewayName } from '@zari/contract';

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
}

/** A refund as the provider reports it (issue 33). */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
  amountPaise: number;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /**
   * Our refund's id: the receipt, and the idempotency key the provider dedupes on (Razorpay's
   * `X-Refund-Idempotency`), so a retry after a lost answer gets the refund already made, never a second one.
   */
  receipt: string;
  notes?: Record<string, string>;
}

/**
 * The provider refused the refund for good (a 4xx: amount above what is left, payment not captured…): the
 * refund failed and the same request will never succeed. Anything else (5xx, timeout, unreachable, a 409 while
 * the first request is still running) is a ServiceUnavailableError or BadGatewayError: try again.
 */
export class RefundRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RefundRefusedError';
  }
}

export interface PaymentGateway {
  name: GatewayName;
  /** The public key id the storefront's checkout opens with. */
  keyId: string;
  /** Fails with BadGatewayError or ServiceUnavailableError, within the configured timeout, when the provider does. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
  /** Refunds a captured payment, all or part of it, at normal speed; at most once per `receipt`. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** The webhook's signature: HMAC-SHA256 of the raw body with the webhook secret. */
  isWebhookSignatureValid(rawBody: string, signature: string): boolean;
}

export function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares in constant time so a forger learns nothing from how long a wrong guess takes. */
export function signatureMatches(expectedHex: string, received: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(received, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function paymentSignaturePayload(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}
