/**
 * Cancelling an order: ONE use case for the shopper's Cancel button, staff's cancel, a parcel returned to
 * origin (issue 33: by staff or the carrier's webhook, reason `returned_to_origin`) and the auto-cancel of a
 * cash-on-delivery order nobody confirmed (issue 32, cancel-unconfirmed-orders.ts), so all check the contract's
 * state machine the same way, put stock back once (cancelled is final and the row is locked), give a
 * promotion's use back, flag a refund when money was taken, run the `onCancelled` hooks (a credit note for an
 * invoiced order) and write the order's timeline and the shopper's event, in one transaction; staff's cancel
 * is audited too.
 */
import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  mayMoveOrder,
  type OrderActor,
  type OrderCancelReason,
  orderMoveEffects,
  orderStatus,
} from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { InventoryService } from '../inventory/service.js';
import type { PromotionsService } from '../promotions/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { OrderPaymentAttempts } from './payment-attempts.js';
import type { OrderRow, OrdersRepository } from './repository.js';

/** Work a cancel brings with it, in its transaction (issue 33: the credit note of an invoiced order). */
export type OrderCancelHook = (
  tx: Transaction,
  cancel: { orderId: string; reason: OrderCancelReason },
) => Promise<void>;

export interface CancelOrderDeps {
  db: Database;
  clock: Clock;
  repository: Pick<
    OrdersRepository,
    'lockUserOrder' | 'lockOrder' | 'updateOrder' | 'insertOrderEvent' | 'orderQuantities'
  >;
  inventory: Pick<InventoryService, 'restoreStock'>;
  attempts: Pick<OrderPaymentAttempts, 'flagCancelledOrderRefund'>;
  /** A cancelled order gives its promotion's use back (issue 29). */
  promotions: Pick<PromotionsService, 'releaseRedemption'>;
  /** The shopper hears of the cancel (issue 32), in its transaction. */
  events: Pick<EventsService, 'recordEvent'>;
  audit: Pick<AuditService, 'record'>;
  /** Called after the commit with the products whose stock came back, so their cached answers are dropped. */
  onStockChange?: ((productIds: readonly string[]) => void | Promise<void>) | undefined;
  onCancelled?: readonly OrderCancelHook[] | undefined;
  /**
   * Work started once a cancel committed, which must never undo it (issue 32: cancelling the carrier's booking
   * of a parcel that had not left). A hook handles its own failures; one that throws is ignored here.
   */
  afterCancelled?:
    | readonly ((cancel: { orderId: string; reason: OrderCancelReason }) => Promise<void>)[]
    | undefined;
}

export interface CancelOrderRequest {
  /** A shopper cancels only their own order (another's is 404, as if it did not exist). */
  actor: OrderActor;
  /** Who asked: the shopper or staff member; none for the carrier. */
  user?: SessionUser | undefined;
  orderId: string;
  /** Staff's note and tracking number sent with the cancel, kept on the timeline. */
  note?: string | undefined;
  trackingNumber?: string | undefined;
  /** Why, when it is not simply the actor's choice (default: `shopper` or `staff`, as the actor). */
  reason?: OrderCancelReason | undefined;
}

/**
 * Who cancels, as the timeline and audit record it: a person (shopper or staff), the carrier's report, or the
 * store's own sweep (the auto-cancel of an unconfirmed COD order: staff's rules, no person, no audit entry).
 */
export type CancelActor =
  | { kind: 'shopper' | 'staff'; user: SessionUser }
  | { kind: 'carrier' }
  | { kind: 'system' };

export interface CancelLockedRequest {
  actor: CancelActor;
  note?: string | undefined;
  trackingNumber?: string | undefined;
  reason: OrderCancelReason;
  now: Date;
}

/** Answers the products whose stock came back. */
export type CancelLocked = (
  tx: Transaction,
  order: OrderRow,
  request: CancelLockedRequest,
) => Promise<readonly string[]>;

/**
 * The cancel itself, on an order row the caller locked in `tx`: the state machine's check, the effects, stock
 * back, the promotion's use given back, the hooks, the timeline, the shopper's event and (staff) the audit
 * entry. A move the state machine refuses (a second cancel, a shipped parcel) is 409 and changes nothing.
 */
export function createCancelLocked(deps: CancelOrderDeps): CancelLocked {
  const { repository, inventory, attempts, promotions, events, audit } = deps;
  const onCancelled = deps.onCancelled ?? [];
  return async function cancelLocked(tx, order, request) {
    const { actor, note, trackingNumber, reason, now } = request;
    const rulesOf: OrderActor = actor.kind === 'system' ? 'staff' : actor.kind;
    if (!mayMoveOrder(rulesOf, order, 'cancelled', reason)) {
      throw new ConflictError(
        rulesOf === 'shopper'
          ? API_MESSAGES.orderCannotCancel
          : reason === 'returned_to_origin'
            ? ADMIN_MESSAGES.returnToOriginRefused(orderStatus(order))
            : ADMIN_MESSAGES.orderMoveRefused(orderStatus(order), 'cancelled'),
      );
    }
    const effects = orderMoveEffects(order, 'cancelled');
    const fields = {
      stage: 'cancelled' as const,
      isDelivered: effects.isDelivered,
      isCancelled: effects.isCancelled,
      paymentStatus: effects.paymentStatus,
      refundDue: order.refundDue || effects.refundDue,
      cancelledAt: now,
      cancelReason: reason,
      ...(trackingNumber && { trackingNumber }),
    };
    await repository.updateOrder(tx, order.id, fields);
    if (effects.refundDue && order.paymentAttemptId) {
      await attempts.flagCancelledOrderRefund(tx, order.paymentAttemptId);
    }
    // The order keeps the discount it was charged; the promotion's use comes back for someone else.
    await promotions.releaseRedemption(tx, order.id, now);
    const returned = effects.restoreStock
      ? await inventory.restoreStock(tx, await repository.orderQuantities(tx, order.id))
      : [];
    for (const hook of onCancelled) await hook(tx, { orderId: order.id, reason });
    const person = 'user' in actor ? actor.user : undefined;
    await repository.insertOrderEvent(tx, {
      orderId: order.id,
      stage: 'cancelled',
      note: note ?? null,
      trackingNumber: trackingNumber ?? null,
      // The carrier's report and the sweep name no one.
      actorId: person?.id ?? null,
      createdAt: now,
    });
    await events.recordEvent(tx, {
      type: 'order_cancelled',
      userId: order.userId,
      payload: {
        orderId: order.id,
        ...(reason === 'cod_unconfirmed' && { unconfirmed: true }),
        ...(fields.refundDue && { refundDue: true }),
      },
    });
    if (actor.kind === 'staff') {
      await audit.record(tx, {
        actorId: actor.user.id,
        action: 'order.status',
        entityType: 'order',
        entityId: order.id,
        before: {
          status: orderStatus(order),
          paymentStatus: order.paymentStatus,
          trackingNumber: order.trackingNumber,
          refundDue: order.refundDue,
        },
        after: {
          status: orderStatus(fields),
          paymentStatus: fields.paymentStatus,
          trackingNumber: fields.trackingNumber ?? order.trackingNumber,
          refundDue: fields.refundDue,
          cancelReason: fields.cancelReason,
          ...(note && { note }),
        },
      });
    }
    return returned;
  };
}

export type CancelOrder = ReturnType<typeof createCancelOrder>;

export function createCancelOrder(deps: CancelOrderDeps) {
  const { db, clock, repository, onStockChange } = deps;
  const cancelLocked = createCancelLocked(deps);

  return async function cancelOrder({
    actor,
    user,
    orderId,
    note,
    trackingNumber,
    reason,
  }: CancelOrderRequest): Promise<void> {
    const now = clock.now();
    const why: OrderCancelReason = reason ?? (actor === 'shopper' ? 'shopper' : 'staff');
    const restored = await db.transaction(async (tx) => {
      const who: CancelActor =
        actor === 'carrier'
          ? { kind: 'carrier' }
          : user
            ? { kind: actor, user }
            : (() => {
                throw new Error(`a ${actor} cancel needs the user who asked`);
              })();
      const order =
        who.kind === 'shopper'
          ? await repository.lockUserOrder(tx, orderId, who.user.id)
          : await repository.lockOrder(tx, orderId);
      if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
      return cancelLocked(tx, order, { actor: who, note, trackingNumber, reason: why, now });
    });
    if (restored.length > 0) await onStockChange?.(restored);
    for (const hook of deps.afterCancelled ?? []) await hook({ orderId, reason: why }).catch(() => undefined);
  };
}
