/**
 * The carrier booked the parcel (issue 32): its courier and AWB become the order's carrier and tracking number,
 * and the provider that booked it is kept for the shopper's tracking link, with a timeline entry ("Tracking
 * number added", by no person). The shipments module calls this once the AWB is assigned; the stage does not
 * change (the parcel is still packed until the carrier picks it up).
 */
import { API_MESSAGES } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import type { OrdersRepository } from './repository.js';

export interface RecordedShipment {
  carrier: string;
  trackingNumber: string;
  shippedVia: string;
}

export function createRecordShipment({
  db,
  clock,
  repository,
}: {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'lockOrder' | 'updateOrder' | 'insertOrderEvent'>;
}) {
  return async function recordShipment(orderId: string, shipment: RecordedShipment) {
    await db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, orderId);
      if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
      if (order.trackingNumber === shipment.trackingNumber && order.shippedVia === shipment.shippedVia)
        return;
      await repository.updateOrder(tx, orderId, {
        carrier: shipment.carrier || order.carrier,
        trackingNumber: shipment.trackingNumber,
        shippedVia: shipment.shippedVia,
      });
      await repository.insertOrderEvent(tx, {
        orderId,
        stage: null,
        note: null,
        trackingNumber: shipment.trackingNumber,
        actorId: null,
        createdAt: clock.now(),
      });
    });
  };
}
