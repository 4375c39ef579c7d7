/**
 * Staff move an order along the contract's state machine (DESIGN §9 Order lifecycle): confirm, pack, ship,
 * out for delivery, deliver, or add a note or tracking number; the carrier's tracking webhook makes its moves
 * (ship, out for delivery, deliver) through this same use case, so their effects, invoice and messages are the
 * same. A cancel goes through cancel-order.ts, the one cancel. Delivery sets `isDelivered` and makes a COD order
 * paid (the contract's `orderMoveEffects`). Each change lands in the order's timeline (and, for staff, the audit
 * log) in one transaction, with whatever `onMoved` hooks add to it; `afterCommit` hooks run once it committed.
 */
import {
  ADMIN_MESSAGES,
  type AdminOrderUpdate,
  API_MESSAGES,
  mayMoveOrder,
  type OrderStatusMove,
  orderMoveEffects,
  orderStatus,
} from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { CancelOrder } from './cancel-order.js';
import type { OrderRow, OrdersRepository } from './repository.js';

/**
 * Work a move brings with it, done in the move's transaction so it commits with the move or not at all
 * (issue 30: the invoice issued when an order ships).
 */
export type OrderMoveHook = (
  tx: Transaction,
  move: { order: OrderRow; to: OrderStatusMove; at: Date },
) => Promise<void>;

/**
 * Work started once a move committed, which must never undo it (issue 32: booking the parcel with the carrier
 * after Packed). A hook handles its own failures; one that throws is ignored here.
 */
export type OrderCommittedHook = (move: { orderId: string; to: OrderStatusMove }) => Promise<void>;

/** The carrier's tracking webhook, as the one who moves an order (no person; not audited). */
export interface CarrierActor {
  carrier: string;
}

export const isCarrier = (actor: SessionUser | CarrierActor): actor is CarrierActor => 'carrier' in actor;

export interface MoveOrderDeps {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'lockOrder' | 'updateOrder' | 'insertOrderEvent'>;
  cancelOrder: CancelOrder;
  events: Pick<EventsService, 'recordEvent'>;
  audit: Pick<AuditService, 'record'>;
  onMoved?: readonly OrderMoveHook[];
  afterCommit?: readonly OrderCommittedHook[];
}

/**
 * The message a move sends the shopper (issue 32), in the move's transaction. Packing is the store's own
 * business: the shopper hears when it is confirmed, shipped and delivered.
 */
function tellShopper(
  tx: Transaction,
  events: MoveOrderDeps['events'],
  order: OrderRow,
  to: OrderStatusMove,
  shipment: { carrier: string | null; trackingNumber: string | null },
) {
  const userId = order.userId;
  const orderId = order.id;
  if (to === 'confirmed')
    return events.recordEvent(tx, { type: 'order_confirmed', userId, payload: { orderId } });
  if (to === 'delivered')
    return events.recordEvent(tx, { type: 'order_delivered', userId, payload: { orderId } });
  if (to === 'out_for_delivery')
    return events.recordEvent(tx, { type: 'order_out_for_delivery', userId, payload: { orderId } });
  if (to === 'shipped') {
    return events.recordEvent(tx, {
      type: 'order_shipped',
      userId,
      payload: { orderId, carrier: shipment.carrier ?? '', trackingNumber: shipment.trackingNumber ?? '' },
    });
  }
  return undefined;
}

export type MoveOrder = ReturnType<typeof createMoveOrder>;

export function createMoveOrder({
  db,
  clock,
  repository,
  cancelOrder,
  events,
  audit,
  onMoved = [],
  afterCommit = [],
}: MoveOrderDeps) {
  /** A move the state machine does not allow from the order's stage (for this actor) is 409 and changes nothing. */
  return async function moveOrder(
    actor: SessionUser | CarrierActor,
    orderId: string,
    change: AdminOrderUpdate,
  ) {
    const role = isCarrier(actor) ? 'carrier' : 'staff';
    if (change.status === 'cancelled') {
      if (isCarrier(actor))
        throw new Error('the carrier cancels only as returned to origin, through cancelOrder');
      return cancelOrder({
        actor: 'staff',
        user: actor,
        orderId,
        note: change.note,
        trackingNumber: change.trackingNumber,
      });
    }
    const now = clock.now();
    await db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, orderId);
      if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
      const before = {
        status: orderStatus(order),
        paymentStatus: order.paymentStatus,
        trackingNumber: order.trackingNumber,
        refundDue: order.refundDue,
      };
      const fields: Parameters<OrdersRepository['updateOrder']>[2] = {};
      if (change.status) {
        if (!mayMoveOrder(role, order, change.status)) {
          throw new ConflictError(ADMIN_MESSAGES.orderMoveRefused(before.status, change.status));
        }
        const effects = orderMoveEffects(order, change.status);
        Object.assign(fields, {
          stage: change.status,
          isDelivered: effects.isDelivered,
          isCancelled: effects.isCancelled,
          paymentStatus: effects.paymentStatus,
          refundDue: order.refundDue || effects.refundDue,
        });
      }
      if (change.trackingNumber) fields.trackingNumber = change.trackingNumber;
      if (change.carrier) fields.carrier = change.carrier;
      // A note alone changes nothing on the order itself (an empty update was a 500).
      if (Object.keys(fields).length > 0) await repository.updateOrder(tx, order.id, fields);
      await repository.insertOrderEvent(tx, {
        orderId: order.id,
        stage: change.status ?? null,
        note: change.note ?? null,
        trackingNumber: change.trackingNumber ?? null,
        actorId: isCarrier(actor) ? null : actor.id,
        createdAt: now,
      });
      const to = change.status;
      if (to) {
        await tellShopper(tx, events, order, to, {
          carrier: fields.carrier ?? order.carrier,
          trackingNumber: fields.trackingNumber ?? order.trackingNumber,
        });
        for (const hook of onMoved) await hook(tx, { order, to, at: now });
      }
      // What the carrier reports is its own record, not a person's write: the timeline keeps it.
      if (isCarrier(actor)) return;
      await audit.record(tx, {
        actorId: actor.id,
        action: change.status ? 'order.status' : 'order.note',
        entityType: 'order',
        entityId: order.id,
        before,
        after: {
          status: orderStatus({
            stage: fields.stage ?? order.stage,
            paymentStatus: fields.paymentStatus ?? order.paymentStatus,
          }),
          paymentStatus: fields.paymentStatus ?? order.paymentStatus,
          trackingNumber: fields.trackingNumber ?? order.trackingNumber,
          refundDue: fields.refundDue ?? order.refundDue,
          ...(change.note && { note: change.note }),
        },
      });
    });
    const to = change.status;
    if (to) {
      for (const hook of afterCommit) await hook({ orderId, to }).catch(() => undefined);
    }
  };
}
