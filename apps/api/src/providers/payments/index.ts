/** The gateway the config asks for: Razorpay when PAYMENT_GATEWAY=razorpay (keys required), else the simulation. */
import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { createRazorpayGateway } from './razorpay.js';
import { createSimulatedGateway, type SimulatedGateway } from './simulated.js';

export type { PaymentGateway } from './gateway.js';

export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'razorpay') {
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
