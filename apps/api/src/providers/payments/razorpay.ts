/**
 * Razorpay through its official SDK. The SDK has no timeout of its own, so its HTTP client gets one, plus a
 * hard deadline: a provider that hangs or refuses answers the shopper 503 or 502 in seconds, never a hang
 * or a 500.
 */
import { API_MESSAGES, CURRENCY } from '@zari/contract';
import Razorpay from 'razorpay';
import { BadGatewayError, ServiceUnavailableError } from '../../lib/errors.js';
import { hmacSha256Hex, type PaymentGateway, paymentSignaturePayload, signatureMatches } from './gateway.js';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  timeoutMs: number;
  /** The provider's API origin; tests point it at a local fake. */
  apiBaseUrl?: string;
}

/** The part of the SDK's axios instance (`razorpay.api.rq`, untyped) that we configure. */
interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: {
    request: { use(onRequest: (config: { signal?: unknown }) => { signal?: unknown }): number };
  };
}

export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (sdk.api as unknown as { rq: SdkHttpClient }).rq;
  http.defaults.timeout = options.timeoutMs;
  if (options.apiBaseUrl) http.defaults.baseURL = options.apiBaseUrl;
  // `timeout` only bounds idle sockets; a provider trickling bytes is cut off by this deadline instead.
  http.interceptors.request.use((config) => ({ ...config, signal: AbortSignal.timeout(options.timeoutMs) }));

  return {
    name: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountPaise, receipt }) {
      // Checked field by field below: a provider answer is input like any other.
      let order: { id?: unknown; amount?: unknown; currency?: unknown };
      try {
        order = await sdk.orders.create({ amount: amountPaise, currency: CURRENCY, receipt });
      } catch (error) {
        // The SDK rethrows the provider's answers as `{ statusCode, error }`; anything else never reached it.
        const answered = typeof (error as { statusCode?: unknown })?.statusCode === 'number';
        if (answered) throw new BadGatewayError(API_MESSAGES.paymentProviderUnavailable);
        throw new ServiceUnavailableError(API_MESSAGES.paymentProviderUnavailable);
      }
      const amount = Number(order.amount);
      if (typeof order.id !== 'string' || !Number.isInteger(amount) || typeof order.currency !== 'string') {
        throw new BadGatewayError(API_MESSAGES.paymentProviderUnavailable);
      }
      return { id: order.id, amountPaise: amount, currency: order.currency };
    },
    isPaymentSignatureValid(orderId, paymentId, signature) {
      const expected = hmacSha256Hex(options.keySecret, paymentSignaturePayload(orderId, paymentId));
      return signatureMatches(expected, signature);
    },
    isWebhookSignatureValid(rawBody, signature) {
      return signatureMatches(hmacSha256Hex(options.webhookSecret, rawBody), signature);
    },
  };
}
