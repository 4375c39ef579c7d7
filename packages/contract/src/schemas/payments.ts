import { z } from 'zod';
import { PAYMENT_GATEWAYS } from '../constants.js';
import { envelope, Text } from './common.js';
import { OrderPayload } from './orders.js';

export const PaymentConfig = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  keyId: z.string(),
  /** True in a declared demo store (ALLOW_DEMO_PROVIDERS): the storefront shows its demo bar. */
  demoStore: z.boolean().optional(),
});
export type PaymentConfig = z.infer<typeof PaymentConfig>;
export const PaymentConfigResponse = envelope(PaymentConfig);

/**
 * `amount` is the bag total in paise (SPEC §7: total in rupees times 100). The optional `order` (additive) is
 * the order this payment is for: the API prices it, refuses an `amount` that differs, and places it itself
 * when the payment is captured but the shopper never comes back to place it.
 */
export const CreatePaymentOrderRequest = z.object({
  amount: z.number().int().positive().max(100_000_000),
  order: OrderPayload.optional(),
});
export type CreatePaymentOrderRequest = z.infer<typeof CreatePaymentOrderRequest>;

export const PaymentOrder = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentOrder = z.infer<typeof PaymentOrder>;
export const CreatePaymentOrderResponse = envelope(PaymentOrder);

export const PaymentConfirmation = z.object({
  razorpay_order_id: Text().min(1).max(100),
  razorpay_payment_id: Text().min(1).max(100),
  razorpay_signature: Text().min(1).max(200),
});
export type PaymentConfirmation = z.infer<typeof PaymentConfirmation>;

/** The simulated gateway's in-page checkout asks the API to settle its order one way or the other. */
export const SimulatedPaymentRequest = z.object({
  razorpay_order_id: Text().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export type SimulatedPaymentRequest = z.infer<typeof SimulatedPaymentRequest>;
export const SimulatedPaymentResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), confirmation: PaymentConfirmation }),
  z.object({ status: z.literal('failure'), description: z.string() }),
]);
export type SimulatedPaymentResult = z.infer<typeof SimulatedPaymentResult>;
export const SimulatedPaymentResponse = envelope(SimulatedPaymentResult);

/**
 * A payment provider's webhook event as documented: its name and payload. The API checks the signature
 * over the raw bytes before reading it, acts on payment.captured, order.paid and payment.failed, and
 * accepts any other event unread.
 */
export const PaymentWebhookEvent = z.looseObject({
  event: z.string(),
  payload: z.record(z.string(), z.unknown()).optional(),
});
