/**
 * The gateway the config asks for: Razorpay when PAYMENT_GATEWAY=razorpay (keys required), else the
 * simulation. Razorpay's SDK is loaded only when it is the gateway.
 */
import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { createSimulatedGateway, type SimulatedGateway } from './simulated.js';

export type { PaymentGateway } from './gateway.js';

export async function createPaymentGateway(config: Config): Promise<PaymentGateway> {
  if (config.PAYMENT_GATEWAY === 'razorpay') {
    const { createRazorpayGateway } = await import('./razorpay.js');
    return createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
    });
  }
  return createSimulatedGateway({
    secret: config.SIMULATED_PAYMENT_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? config.SIMULATED_PAYMENT_SECRET,
  });
}

export function isSimulatedGateway(gateway: PaymentGateway): gateway is SimulatedGateway {
  return gateway.name === 'simulated';
}
