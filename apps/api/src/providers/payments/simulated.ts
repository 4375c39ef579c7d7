/**
 * The default gateway (DESIGN §2): a local stand-in for Razorpay with the same order ids, amounts in paise,
 * currency and HMAC-SHA256 signatures, keyed by a local secret. The storefront's in-page dialog settles its
 * payments through `sign`, exactly as Razorpay's checkout would sign them.
 */
import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@zari/contract';
import {
  hmacSha256Hex,
  type PaymentGateway,
  type ProviderRefund,
  paymentSignaturePayload,
  signatureMatches,
} from './gateway.js';

export const SIMULATED_KEY_ID = 'rzp_test_simulated';

export interface SimulatedGateway extends PaymentGateway {
  name: 'simulated';
  /** A new payment id and its signature for a provider order, as the checkout returns them. */
  sign(orderId: string): { paymentId: string; signature: string };
}

/** Razorpay ids are a prefix and 14 base62 characters. */
function providerId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function createSimulatedGateway(options: { secret: string; webhookSecret: string }): SimulatedGateway {
  const signPayment = (orderId: string, paymentId: string) =>
    hmacSha256Hex(options.secret, paymentSignaturePayload(orderId, paymentId));
  // The demo's refunds are processed at once (no webhook comes); one per receipt, as Razorpay's idempotency.
  const refunds = new Map<string, ProviderRefund>();
  return {
    name: 'simulated',
    keyId: SIMULATED_KEY_ID,
    async refund({ amountPaise, receipt }) {
      const existing = refunds.get(receipt);
      if (existing) return existing;
      const refund: ProviderRefund = { id: providerId('rfnd'), amountPaise, status: 'processed' };
      refunds.set(receipt, refund);
      return refund;
    },
    async createOrder({ amountPaise }) {
      return { id: providerId('order'), amountPaise, currency: CURRENCY };
    },
    sign(orderId) {
      const paymentId = providerId('pay');
      return { paymentId, signature: signPayment(orderId, paymentId) };
    },
    isPaymentSignatureValid(orderId, paymentId, signature) {
      return signatureMatches(signPayment(orderId, paymentId), signature);
    },
    isWebhookSignatureValid(rawBody, signature) {
      return signatureMatches(hmacSha256Hex(options.webhookSecret, rawBody), signature);
    },
  };
}
