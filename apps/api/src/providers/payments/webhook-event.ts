/**
 * The part of Razorpay's webhook payload we act on (the simulation sends the same shape). This is the
 * provider's format, not our API's, so it lives with the provider; unknown fields are ignored.
 */
import { Text } from '@zari/contract/schemas';
import { z } from 'zod';

// Text Postgres can store, as from any client: a signed body is the provider's, but its strings reach SQL.
const PaymentEntity = z.object({
  id: Text(),
  order_id: Text().nullish(),
  amount: z.number().int(),
  currency: Text(),
});

const OrderEntity = z.object({
  id: Text(),
  amount_paid: z.number().int(),
  currency: Text(),
});

/** A refund (issue 33): `receipt` is our refund's id, which the refund was created with. */
const RefundEntity = z.object({
  id: Text(),
  payment_id: Text(),
  amount: z.number().int(),
  status: Text(),
  receipt: Text().nullish(),
  error_description: Text().nullish(),
});

export const WebhookEvent = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('payment.captured'),
    payload: z.object({ payment: z.object({ entity: PaymentEntity }) }),
  }),
  z.object({
    event: z.literal('order.paid'),
    payload: z.object({
      order: z.object({ entity: OrderEntity }),
      payment: z.object({ entity: PaymentEntity }).optional(),
    }),
  }),
  z.object({
    event: z.literal('payment.failed'),
    payload: z.object({ payment: z.object({ entity: PaymentEntity }) }),
  }),
  z.object({
    event: z.enum(['refund.processed', 'refund.failed']),
    payload: z.object({ refund: z.object({ entity: RefundEntity }) }),
  }),
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
