/**
 * What the returns module needs of the carrier for a reverse pick-up (issue 33): app.ts builds it from the
 * shipments module's shipping provider and the store's address (store settings), so returns import neither.
 * `books` is false with SHIPPING_PROVIDER=manual: staff schedule the pick-up by hand and nothing is booked.
 */
import type {
  AssignedAwb,
  CarrierShipment,
  ReturnPickupRequest,
  ShipmentParty,
} from '../../providers/shipping/index.js';

export interface ReturnPickups {
  readonly provider: 'manual' | 'shiprocket';
  readonly books: boolean;
  /** Where the parcel goes back to: the store's registered address. */
  returnTo(): Promise<ShipmentParty>;
  /** Creates the carrier's return order (its ids); a second call for the same reference is the carrier's. */
  createReturnPickup(request: ReturnPickupRequest): Promise<CarrierShipment>;
  /** Assigns the return shipment its courier and AWB. */
  assignReturnAwb(shipmentId: string): Promise<AssignedAwb>;
  /** Cancels the carrier's return order (staff rejected the return before the pick-up). */
  cancelReturnPickup(providerOrderId: string): Promise<void>;
}
