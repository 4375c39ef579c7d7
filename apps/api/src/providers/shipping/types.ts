/**
 * The shipping provider (issue 32): who books parcels with a carrier. `manual` books none (staff type carrier
 * and tracking number when they ship); `shiprocket` books through Shiprocket's REST API. Amounts are paise here;
 * the provider converts to what its API reads.
 */

/** Someone a parcel is picked up from or delivered to. */
export interface ShipmentParty {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  email?: string | undefined;
}

export interface ShipmentItem {
  name: string;
  sku: string;
  units: number;
  /** Price of one unit as charged, tax included. */
  unitPricePaise: number;
  /** The line's share of a promotion's discount, for all its units. */
  discountPaise?: number;
  hsn?: string | null;
}

/** The parcel's size and weight; the provider's defaults when absent (one garment in a courier bag). */
export interface ParcelSize {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** A forward shipment: the store's order going to the shopper. */
export interface ShipmentRequest {
  /** Our order id: the carrier's order is found by it, and a second booking of it is refused by the carrier. */
  reference: string;
  orderDate: Date;
  deliverTo: ShipmentParty;
  items: ShipmentItem[];
  /** Cash collected at the door, or nothing (prepaid). */
  paymentMethod: 'cod' | 'prepaid';
  /** What the goods are worth (and, for COD, what the courier collects). */
  subTotalPaise: number;
  parcel?: ParcelSize;
}

/**
 * A reverse pick-up (issue 33's returns): the carrier collects goods from the shopper and brings them to the
 * store. Always prepaid: nobody pays the courier at the door.
 */
export interface ReturnPickupRequest {
  /** Our return's id (unique per return), as the carrier will show it. */
  reference: string;
  orderDate: Date;
  /** Where the carrier collects the parcel: the shopper's pick-up address. */
  pickupFrom: ShipmentParty;
  /** Where it goes back to: the store's warehouse. */
  returnTo: ShipmentParty;
  items: ShipmentItem[];
  subTotalPaise: number;
  parcel?: ParcelSize;
}

/** The carrier's order and shipment, as it created them. */
export interface CarrierShipment {
  providerOrderId: string;
  shipmentId: string;
}

export interface AssignedAwb {
  awb: string;
  courier: string;
}

export interface ShippingProvider {
  readonly name: 'manual' | 'shiprocket';
  /** Whether this provider books parcels (the pack move creates a shipment only then). */
  readonly books: boolean;
  /** Creates the carrier's order for a forward shipment. */
  createShipment(request: ShipmentRequest): Promise<CarrierShipment>;
  /** Assigns a courier and its AWB (tracking number) to a created shipment (`isReturn`: a reverse pick-up's). */
  assignAwb(shipmentId: string, options?: { isReturn?: boolean }): Promise<AssignedAwb>;
  /** The shipping label (PDF bytes) of a shipment with an AWB. */
  label(shipmentId: string): Promise<Uint8Array>;
  /** Cancels the carrier's order (the store cancelled a booked parcel before it was picked up). */
  cancelShipment(providerOrderId: string): Promise<void>;
  /** Books a reverse pick-up (a return) with the carrier. */
  createReturnPickup(request: ReturnPickupRequest): Promise<CarrierShipment>;
  /** Whether a webhook call carries the token the carrier was given (constant-time). */
  verifyWebhookToken(token: string | undefined): boolean;
}

/**
 * A carrier call that did not do what was asked: its outage (timeout, network, 5xx, 429: `retryable`) or its
 * refusal (4xx: not retryable as it stands; `message` says why, in the carrier's words).
 */
export class ShippingProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ShippingProviderError';
  }
}
