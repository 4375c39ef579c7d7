/**
 * SHIPPING_PROVIDER=manual (the default, and a valid production choice): staff hand parcels to a courier and
 * type its name and tracking number when they mark the order shipped. Nothing is booked and no webhook is
 * accepted: every call refuses.
 */
import { type ShippingProvider, ShippingProviderError } from './types.js';

const refuse = () =>
  Promise.reject(new ShippingProviderError('the manual shipping provider books no shipments', false));

export function createManualShipping(): ShippingProvider {
  return {
    name: 'manual',
    books: false,
    createShipment: refuse,
    assignAwb: refuse,
    label: refuse,
    cancelShipment: refuse,
    createReturnPickup: refuse,
    verifyWebhookToken: () => false,
  };
}
