/**
 * Books an approved return's reverse pick-up with the carrier (issue 33, SHIPPING_PROVIDER=shiprocket).
 *
 * Never inside the approval's transaction: the approval commits first (with `pickup_status = pending`), then
 * this runs, so a carrier outage never loses it. One attempt holds the return (`claimPickup`, until about two
 * carrier timeouts from now); it creates the carrier's return order and stores its ids at once, then assigns
 * the AWB and stores it. A failure is stored (`failed`, the carrier's reason) and never thrown; staff's
 * "Book pick-up" tries again, skipping the order already created, so the carrier gets one return order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ShippingProviderError } from '../../providers/shipping/index.js';
import type { ReturnPickups } from './pickup-port.js';
import * as repository from './repository.js';

export interface BookReturnPickupDeps {
  db: Database;
  clock: Clock;
  pickups: ReturnPickups | undefined;
  pickupTimeoutMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/** What the carrier's refusal or silence is called on the return screen. */
const UNREACHABLE = 'the carrier could not be reached';

export function createBookReturnPickup({ db, clock, pickups, pickupTimeoutMs, log }: BookReturnPickupDeps) {
  /** Answers whether an attempt was made (false: nothing to book, or another attempt holds it). */
  return async function bookReturnPickup(returnId: string, includeFailed: boolean): Promise<boolean> {
    if (!pickups?.books) return false;
    const now = clock.now();
    const ret = await repository.claimPickup(
      db,
      returnId,
      now,
      new Date(now.getTime() + 2 * pickupTimeoutMs + 5000),
      includeFailed,
    );
    if (!ret) return false;
    let { pickupProviderOrderId: providerOrderId, pickupShipmentId: shipmentId } = ret;
    try {
      if (!shipmentId) {
        const items = await repository.pickupItemsOf(db, ret.id);
        const address = ret.pickupAddress;
        const created = await pickups.createReturnPickup({
          reference: ret.id,
          orderDate: ret.createdAt,
          pickupFrom: {
            name: address.fullName,
            phone: address.phone,
            address: address.address,
            city: address.city,
            state: address.state,
            pincode: address.postalCode,
          },
          returnTo: await pickups.returnTo(),
          items: items.map((item) => ({
            name: item.title,
            sku: `${item.productId.slice(0, 8)}-${item.size}`,
            units: item.quantity,
            unitPricePaise: item.unitPricePaise,
          })),
          subTotalPaise: ret.refundPaise,
        });
        providerOrderId = created.providerOrderId;
        shipmentId = created.shipmentId;
        await repository.savePickup(db, ret.id, {
          pickupProviderOrderId: providerOrderId,
          pickupShipmentId: shipmentId,
        });
      }
      const assigned = await pickups.assignReturnAwb(shipmentId);
      await repository.savePickup(db, ret.id, {
        pickupStatus: 'booked',
        pickupAwb: assigned.awb,
        pickupCourier: assigned.courier || null,
        pickupFailure: null,
        pickupLockedUntil: null,
      });
      log.info({ returnId, awb: assigned.awb }, 'return pick-up booked');
    } catch (error) {
      const failure = error instanceof ShippingProviderError ? error.message : UNREACHABLE;
      log.error({ err: error, returnId }, 'booking the return pick-up failed');
      await repository.savePickup(db, ret.id, {
        pickupStatus: 'failed',
        pickupFailure: failure.slice(0, 500),
        pickupLockedUntil: null,
      });
    }
    return true;
  };
}

/**
 * After staff rejected an approved return whose carrier order exists: the carrier's order is cancelled, so no
 * courier comes. Its refusal or silence is logged and kept as the pick-up's failure, never thrown (the
 * rejection stands).
 */
export function createCancelReturnPickup({
  db,
  pickups,
  log,
}: Omit<BookReturnPickupDeps, 'clock' | 'pickupTimeoutMs'>) {
  return async function cancelReturnPickup(returnId: string, providerOrderId: string) {
    if (!pickups?.books) return;
    try {
      await pickups.cancelReturnPickup(providerOrderId);
      log.info({ returnId, providerOrderId }, 'return pick-up cancelled with the carrier');
    } catch (error) {
      log.error({ err: error, returnId, providerOrderId }, 'cancelling the return pick-up failed');
      const failure = error instanceof ShippingProviderError ? error.message : UNREACHABLE;
      await repository.savePickup(db, returnId, { pickupFailure: failure.slice(0, 500) });
    }
  };
}
