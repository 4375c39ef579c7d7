/**
 * Booking a packed order's parcel with the carrier (issue 32), after the pack committed: create the carrier's
 * order, assign its AWB (which becomes the order's carrier and tracking number), store its label PDF. Each step's
 * result is saved as it comes, so an attempt that fails resumes at the step that failed. An outage (timeout, 5xx)
 * leaves the shipment pending with the next attempt backed off (1 min, doubling, at most an hour) for the retry
 * job; a refusal, or too many attempts, marks it failed for staff to look at and retry. The pack is never undone.
 */
import { ADMIN_MESSAGES } from '@zari/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadGatewayError, ConflictError, ServiceUnavailableError } from '../../lib/errors.js';
import {
  type ShipmentRequest,
  type ShippingProvider,
  ShippingProviderError,
} from '../../providers/shipping/index.js';
import type { FileStorage } from '../../providers/storage/index.js';
import type { OrdersService } from '../orders/service.js';
import type { ShipmentOrder, ShipmentRow, ShipmentsRepository } from './repository.js';

/** Attempts before a shipment the carrier keeps failing is left to staff. */
export const SHIPMENT_MAX_ATTEMPTS = 10;
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** How long one attempt holds the shipment: its four carrier calls with their timeouts, and some. */
const leaseMs = (timeoutMs: number) => 6 * timeoutMs + 10_000;

export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

export interface BookShipmentDeps {
  db: Database;
  clock: Clock;
  provider: ShippingProvider;
  timeoutMs: number;
  repository: Pick<ShipmentsRepository, 'claim' | 'saveShipment' | 'shipmentOrder'>;
  documents: FileStorage;
  orders: Pick<OrdersService, 'recordShipment'>;
  log: FastifyBaseLogger;
}

function shipmentRequest(order: ShipmentOrder): ShipmentRequest {
  return {
    reference: order.id,
    orderDate: order.createdAt,
    deliverTo: {
      name: order.fullName,
      phone: order.phone,
      address: order.address,
      city: order.city,
      state: order.state,
      pincode: order.postalCode,
    },
    items: order.lines.map((line) => ({
      name: line.title,
      sku: `${line.productId.slice(0, 8)}-${line.size}`,
      units: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
    })),
    // A COD order is collected at the door; anything already paid ships prepaid.
    paymentMethod: order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' ? 'cod' : 'prepaid',
    // The goods' worth after the promotion: the donation is not in the parcel.
    subTotalPaise: order.subtotalPaise - order.discountPaise,
  };
}

export function createBookShipment(deps: BookShipmentDeps) {
  const { db, clock, provider, repository, documents, orders, log } = deps;

  async function attempt(row: ShipmentRow) {
    let { providerOrderId, providerShipmentId, awb, courier, labelKey } = row;
    if (!providerShipmentId) {
      const order = await repository.shipmentOrder(db, row.orderId);
      // Cancelled (or moved on by hand) while it waited: nothing to hand over any more.
      if (order?.stage !== 'packed') {
        throw new ShippingProviderError(ADMIN_MESSAGES.shipmentNotPacked, false);
      }
      const created = await provider.createShipment(shipmentRequest(order));
      ({ providerOrderId, shipmentId: providerShipmentId } = created);
      await repository.saveShipment(db, row.id, {
        providerOrderId,
        providerShipmentId,
        updatedAt: clock.now(),
      });
    }
    if (!awb) {
      const assigned = await provider.assignAwb(providerShipmentId);
      ({ awb, courier } = assigned);
      await repository.saveShipment(db, row.id, { awb, courier, updatedAt: clock.now() });
    }
    // Idempotent: said again on a retry whose earlier attempt saved the AWB but not the order's copy of it.
    await orders.recordShipment(row.orderId, {
      carrier: courier ?? '',
      trackingNumber: awb,
      shippedVia: provider.name,
    });
    if (!labelKey) {
      const pdf = await provider.label(providerShipmentId);
      labelKey = await documents.save('shipping-labels', `${row.orderId}.pdf`, pdf);
    }
    await repository.saveShipment(db, row.id, {
      labelKey,
      status: 'created',
      lastError: null,
      nextAttemptAt: null,
      lockedUntil: null,
      attempts: row.attempts + 1,
      updatedAt: clock.now(),
    });
  }

  /**
   * One attempt at the order's shipment, if it is pending (or failed, when staff ask: `byStaff`) and no other
   * attempt holds it. Never throws for the carrier's sake unless staff asked: they hear why (503 outage, 502
   * refusal); the retry job and the pack's follow-up only record it.
   */
  return async function bookShipment(orderId: string, { byStaff = false } = {}) {
    const now = clock.now();
    const row = await repository.claim(
      db,
      orderId,
      now,
      new Date(now.getTime() + leaseMs(deps.timeoutMs)),
      byStaff,
    );
    if (!row) return;
    try {
      await attempt(row);
    } catch (error) {
      const known = error instanceof ShippingProviderError;
      if (!known) log.error({ err: error, orderId }, 'booking the shipment failed');
      const attempts = row.attempts + 1;
      const retry = (!known || error.retryable) && attempts < SHIPMENT_MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await repository.saveShipment(db, row.id, {
        attempts,
        lastError: message.slice(0, 500),
        status: retry ? 'pending' : 'failed',
        nextAttemptAt: retry ? new Date(clock.now().getTime() + backoffMs(attempts)) : null,
        lockedUntil: null,
        updatedAt: clock.now(),
      });
      log.warn({ orderId, attempts, retry, reason: message }, 'the carrier did not book the shipment');
      if (!byStaff) return;
      if (known && !error.retryable) {
        if (message === ADMIN_MESSAGES.shipmentNotPacked) throw new ConflictError(message);
        throw new BadGatewayError(ADMIN_MESSAGES.shipmentFailed(message));
      }
      throw new ServiceUnavailableError(ADMIN_MESSAGES.shipmentFailed(message), 60);
    }
  };
}
