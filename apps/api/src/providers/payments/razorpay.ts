/**
 * Razorpay through its official SDK. The SDK has no timeout of its own, so its HTTP client gets one, plus a
 * hard deadline: a provider that hangs or refuses answers the shopper 503 or 502 in seconds, never a hang
 * or a 500.
 */
import { API_MESSAGES, CURRENCY } from '@zari/contract';
import Razorpay from 'razorpay';
import { BadGatewayError, ServiceUnavailableError } from '../../lib/errors.js';
import {
  hmacSha256Hex,
  type PaymentGateway,
  type ProviderRefund,
  paymentSignaturePayload,
  RefundRefusedError,
  signatureMatches,
} from './gateway.js';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  timeoutMs: number;
  /** The provider's API origin; tests point it at a local fake. */
  apiBaseUrl?: string;
}

interface SdkRequestConfig {
  signal?: unknown;
  method?: string;
  url?: string;
  data?: unknown;
  headers?: { set?: (name: string, value: string) => void } & Record<string, unknown>;
}

/** The part of the SDK's axios instance (`razorpay.api.rq`, untyped) that we configure. */
interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: {
    request: { use(onRequest: (config: SdkRequestConfig) => SdkRequestConfig): number };
  };
}

const REFUND_URL = /\/payments\/[^/]+\/refund$/;

/**
 * The SDK's `payments.refund` takes no headers, so Razorpay's idempotency header for refunds is added here,
 * keyed by the refund's receipt (our refund row's id: 36 characters of letters, digits and hyphens, as the
 * header requires). A retried refund with the same receipt gets the provider's first refund back.
 */
function withRefundIdempotency(config: SdkRequestConfig): SdkRequestConfig {
  const receipt = (config.data as { receipt?: unknown } | undefined)?.receipt;
  if (config.method?.toLowerCase() !== 'post' || !REFUND_URL.test(config.url ?? '')) return config;
  if (typeof receipt !== 'string' || !config.headers) return config;
  if (config.headers.set) config.headers.set('X-Refund-Idempotency', receipt);
  else config.headers['X-Refund-Idempotency'] = receipt;
  return config;
}

/** The SDK rethrows the provider's answers as `{ statusCode, error }`; anything else never reached it. */
function providerStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function providerDescription(error: unknown): string {
  const description = (error as { error?: { description?: unknown } })?.error?.description;
  return typeof description === 'string' ? description.slice(0, 500) : 'refused by the payment provider';
}

export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (sdk.api as unknown as { rq: SdkHttpClient }).rq;
  http.defaults.timeout = options.timeoutMs;
  if (options.apiBaseUrl) http.defaults.baseURL = options.apiBaseUrl;
  // `timeout` only bounds idle sockets; a provider trickling bytes is cut off by this deadline instead.
  http.interceptors.request.use((config) => ({ ...config, signal: AbortSignal.timeout(options.timeoutMs) }));
  http.interceptors.request.use(withRefundIdempotency);

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
    async refund({ paymentId, amountPaise, receipt, notes }): Promise<ProviderRefund> {
      let refund: { id?: unknown; amount?: unknown; status?: unknown };
      try {
        refund = await sdk.payments.refund(paymentId, {
          amount: amountPaise,
          speed: 'normal',
          receipt,
          ...(notes && { notes }),
        });
      } catch (error) {
        const status = providerStatus(error);
        if (status === undefined) throw new ServiceUnavailableError(API_MESSAGES.paymentProviderUnavailable);
        // 409: the first request with this key is still running; 429 and 5xx: try again later.
        if (status === 409 || status === 429 || status >= 500) {
          throw new BadGatewayError(API_MESSAGES.paymentProviderUnavailable);
        }
        throw new RefundRefusedError(providerDescription(error));
      }
      const amount = Number(refund.amount);
      const status = refund.status;
      if (
        typeof refund.id !== 'string' ||
        !Number.isInteger(amount) ||
        (status !== 'pending' && status !== 'processed' && status !== 'failed')
      ) {
        throw new BadGatewayError(API_MESSAGES.paymentProviderUnavailable);
      }
      return { id: refund.id, amountPaise: amount, status };
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
