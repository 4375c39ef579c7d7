/** The shipping provider the config asks for (issue 32): Shiprocket when SHIPPING_PROVIDER=shiprocket, else manual. */
import type { Config } from '../../config.js';
import { createManualShipping } from './manual.js';
import { createShiprocketShipping } from './shiprocket.js';
import type { ShippingProvider } from './types.js';

export type {
  AssignedAwb,
  CarrierShipment,
  ParcelSize,
  ReturnPickupRequest,
  ShipmentItem,
  ShipmentParty,
  ShipmentRequest,
  ShippingProvider,
} from './types.js';
export { ShippingProviderError } from './types.js';

export function createShippingProvider(config: Config): ShippingProvider {
  if (config.SHIPPING_PROVIDER === 'shiprocket') {
    // config.ts refuses to start without these when SHIPPING_PROVIDER=shiprocket.
    return createShiprocketShipping({
      baseUrl: config.SHIPROCKET_BASE_URL,
      email: config.SHIPROCKET_EMAIL as string,
      password: config.SHIPROCKET_PASSWORD as string,
      pickupLocation: config.SHIPROCKET_PICKUP_LOCATION as string,
      webhookToken: config.SHIPROCKET_WEBHOOK_TOKEN as string,
      timeoutMs: config.SHIPPING_TIMEOUT_MS,
    });
  }
  return createManualShipping();
}
