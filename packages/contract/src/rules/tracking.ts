/**
 * Where a shopper follows a parcel (issue 32): the carrier's own tracking page for its AWB, or Shiprocket's
 * page when the shipment was booked through Shiprocket (it tracks every courier it books). A carrier we have no
 * page for gives no link; the shopper still sees its name and the tracking number. Both apps read it from the
 * order's additive `trackingUrl`, which the API computes with this rule.
 */

/** Shiprocket's public tracking page for an AWB it booked. */
export const shiprocketTrackingUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

/** Couriers by how staff type their names (any case, spaces optional), each with its tracking page. */
const CARRIER_PAGES: readonly [RegExp, (awb: string) => string][] = [
  [/delhivery/i, (awb) => `https://www.delhivery.com/track-v2/package/${awb}`],
  [/blue\s*dart/i, (awb) => `https://www.bluedart.com/tracking?trackFor=0&trackNo=${awb}`],
  [/dtdc/i, (awb) => `https://www.dtdc.in/trace.asp?strCnno=${awb}`],
  [/xpress\s*bees/i, (awb) => `https://www.xpressbees.com/shipment/tracking?awbNo=${awb}`],
  [/ekart/i, (awb) => `https://ekartlogistics.com/shipmenttrack/${awb}`],
  [/shiprocket/i, shiprocketTrackingUrl],
];

export interface TrackingFacts {
  carrier: string | null;
  trackingNumber: string | null;
  /** The shipping provider that booked it (`shiprocket`), or null when staff typed it by hand. */
  shippedVia: string | null;
}

/** The page that tracks this parcel, or undefined when there is no tracking number or no page we know. */
export function trackingUrl({ carrier, trackingNumber, shippedVia }: TrackingFacts): string | undefined {
  const awb = trackingNumber?.trim();
  if (!awb) return undefined;
  if (shippedVia === 'shiprocket') return shiprocketTrackingUrl(awb);
  if (!carrier) return undefined;
  const page = CARRIER_PAGES.find(([name]) => name.test(carrier));
  return page ? page[1](encodeURIComponent(awb)) : undefined;
}

/** What a carrier's tracking status means for the order: a move, the parcel back at the store, or nothing. */
export type CarrierStatusMove = 'shipped' | 'out_for_delivery' | 'delivered' | 'returned_to_origin';

/**
 * Shiprocket's statuses (its webhook's `current_status`, and the status id when the text is absent) that move an
 * order. Anything else (pickup scheduled, delayed, RTO initiated or in transit back, lost, cancelled) moves
 * nothing: it is acknowledged and logged, and staff decide. Only "RTO DELIVERED" — the parcel is back with us —
 * cancels the order as returned to origin.
 */
const SHIPROCKET_STATUSES: Record<string, CarrierStatusMove> = {
  'PICKED UP': 'shipped',
  SHIPPED: 'shipped',
  'IN TRANSIT': 'shipped',
  'REACHED AT DESTINATION HUB': 'shipped',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  'RTO DELIVERED': 'returned_to_origin',
};
const SHIPROCKET_STATUS_IDS: Record<number, CarrierStatusMove> = {
  42: 'shipped',
  6: 'shipped',
  18: 'shipped',
  38: 'shipped',
  17: 'out_for_delivery',
  7: 'delivered',
  10: 'returned_to_origin',
};

/** The normalised status text (upper case, single spaces, `_`/`-` as spaces), the key a status is known by. */
export const carrierStatusKey = (status: string) =>
  status.trim().toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');

export function shiprocketStatusMove(
  status: string | undefined,
  statusId: number | string | undefined,
): CarrierStatusMove | undefined {
  if (status) {
    const byText = SHIPROCKET_STATUSES[carrierStatusKey(status)];
    if (byText) return byText;
  }
  const id = Number(statusId);
  return Number.isInteger(id) ? SHIPROCKET_STATUS_IDS[id] : undefined;
}
