/** The simulated gateway and Razorpay's webhook as the payment tests drive them. */
import type { PaymentConfirmation } from '@zari/contract';
import { SimulatedPaymentResponse } from '@zari/contract/schemas';
import type { App } from '../../src/app.js';
import { hmacSha256Hex } from '../../src/providers/payments/gateway.js';
import type { TestShopper } from './session.js';

/** The shopper pays on the simulated checkout; its answer is what the browser then posts to verify. */
export async function payOnSimulator(
  app: App,
  shopper: TestShopper,
  providerOrderId: string,
): Promise<PaymentConfirmation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/simulated/complete',
    headers: { cookie: shopper.cookie },
    payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
  });
  const result = SimulatedPaymentResponse.parse(response.json()).data;
  if (result.status !== 'success') throw new Error('the simulated payment did not succeed');
  return result.confirmation;
}

/** Razorpay's webhook POST, signed with `secret` unless told a signature (null: none) to send instead. */
export function postWebhook(
  app: App,
  secret: string,
  body: unknown,
  options: { signature?: string | null; eventId?: string } = {},
): Promise<Awaited<ReturnType<App['inject']>>> {
  const raw = JSON.stringify(body);
  const signature = options.signature === undefined ? hmacSha256Hex(secret, raw) : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: raw,
  });
}
