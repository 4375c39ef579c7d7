/**
 * Shipments' queries (issue 32): the only file of the shipments domain that touches the database. It writes its
 * own tables and reads (never writes) the order a shipment carries, as the carrier's booking needs it.
 */
import type { FulfilmentStage, PaymentMethod } from '@zari/contract';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderLines, orders, shipments, shipmentTrackingEvents } from '../../db/schema/index.js';

export type ShipmentRow = typeof shipments.$inferSelect;

/** A pending shipment for a packed order, in the pack's transaction; a second one for the order is a no-op. */
export async function insertPending(db: Executor, orderId: string, provider: string, at: Date) {
  await db
    .insert(shipments)
    .values({ orderId, provider, status: 'pending', nextAttemptAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: shipments.orderId });
}

export async function findByOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export async function findByAwb(db: Executor, awb: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.awb, awb));
  return row;
}

/**
 * Takes the order's shipment for one attempt until `until`, unless another attempt holds it or it is done
 * (`created`); a `failed` one only when staff ask (`includeFailed`). Answers the row, or undefined.
 */
export async function claim(db: Executor, orderId: string, now: Date, until: Date, includeFailed: boolean) {
  const [row] = await db
    .update(shipments)
    .set({ lockedUntil: until, updatedAt: now })
    .where(
      and(
        eq(shipments.orderId, orderId),
        includeFailed ? sql`${shipments.status} IN ('pending', 'failed')` : eq(shipments.status, 'pending'),
        or(isNull(shipments.lockedUntil), lt(shipments.lockedUntil, now)),
      ),
    )
    .returning();
  return row;
}

export async function saveShipment(
  db: Executor,
  id: string,
  fields: Partial<Omit<typeof shipments.$inferInsert, 'id' | 'orderId'>>,
) {
  await db.update(shipments).set(fields).where(eq(shipments.id, id));
}

/** Orders whose pending shipment is due for another attempt, oldest first. */
export async function dueShipments(db: Executor, now: Date, limit: number) {
  const rows = await db
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(
      and(
        eq(shipments.status, 'pending'),
        lte(shipments.nextAttemptAt, now),
        or(isNull(shipments.lockedUntil), lt(shipments.lockedUntil, now)),
      ),
    )
    .orderBy(asc(shipments.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

export interface ShipmentOrder {
  id: string;
  createdAt: Date;
  stage: FulfilmentStage;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  subtotalPaise: number;
  discountPaise: number;
  lines: {
    productId: string;
    size: string;
    title: string;
    quantity: number;
    unitPricePaise: number;
    discountPaise: number;
  }[];
}

/** The order a shipment carries: where it goes, what is in it, and how it is paid. */
export async function shipmentOrder(db: Executor, orderId: string): Promise<ShipmentOrder | undefined> {
  const [order] = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      stage: orders.stage,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      fullName: orders.fullName,
      phone: orders.phone,
      address: orders.address,
      city: orders.city,
      state: orders.state,
      postalCode: orders.postalCode,
      subtotalPaise: orders.subtotalPaise,
      discountPaise: orders.discountPaise,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await db
    .select({
      productId: orderLines.productId,
      size: orderLines.size,
      title: orderLines.title,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      discountPaise: orderLines.discountPaise,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return { ...order, lines };
}

export async function orderStage(db: Executor, orderId: string) {
  const [row] = await db.select({ stage: orders.stage }).from(orders).where(eq(orders.id, orderId));
  return row?.stage;
}

export async function trackingSeen(db: Executor, awb: string, status: string) {
  const [row] = await db
    .select({ awb: shipmentTrackingEvents.awb })
    .from(shipmentTrackingEvents)
    .where(and(eq(shipmentTrackingEvents.awb, awb), eq(shipmentTrackingEvents.status, status)));
  return row !== undefined;
}

export async function recordTracking(
  db: Executor,
  event: { awb: string; status: string; reportedAt: string | null; receivedAt: Date },
) {
  await db.insert(shipmentTrackingEvents).values(event).onConflictDoNothing();
}

export const shipmentsRepository = {
  insertPending,
  findByOrder,
  findByAwb,
  claim,
  saveShipment,
  dueShipments,
  shipmentOrder,
  orderStage,
  trackingSeen,
  recordTracking,
};
export type ShipmentsRepository = typeof shipmentsRepository;
