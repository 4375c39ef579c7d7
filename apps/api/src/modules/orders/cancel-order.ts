/**
 * Cancelling an order: ONE use case for the shopper's Cancel button and staff's cancel, so both check the
 * contract's state machine the same way, put stock back once (cancelled is final and the row is locked),
 * give a promotion's use back, flag a refund when money was taken, and write the order's timeline; staff's
 * cancel is audited too.
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
  onStockChange?: ((productIds: readonly string[]) => void) | undefined;
}

export interface CancelOrderRequest {
  /** A shopper cancels only their own order (another's is 404, as if it did not exist). */
  actor: OrderActor;
  user: SessionUser;
  orderId: string;
  /** Staff's note and tracking number sent with the cancel, kept on the timeline. */
  note?: string | undefined;
  trackingNumber?: string | undefined;
  /** Why, when it is not simply the actor's choice (default: `shopper` or `staff`, as the actor). */
  reason?: OrderCancelReason | undefined;
}

export type CancelOrder = ReturnType<typeof createCancelOrder>;

/** Who cancels, as the timeline and audit record it: a person (shopper or staff), or the store's own sweep. */
export type CancelActor =
  | { kind: OrderActor; user: SessionUser }
  /** The auto-cancel of a COD order nobody confirmed (issue 32): staff's rules, no person, no audit entry. */
  | { kind: 'system' };

/** Answers the products whose stock came back. */
export type CancelLocked = (
  tx: Transaction,
  order: OrderRow,
  request: CancelLockedRequest,
) => Promise<readonly string[]>;

export interface CancelLockedRequest {
  actor: CancelActor;
  note?: string | undefined;
  trackingNumber?: string | undefined;
  reason: OrderCancelReason;
  now: Date;
}

/**
 * The cancel itself, on an order row the caller locked in `tx`: the state machine's check, the effects, stock
 * back, the promotion's use given back, the timeline, the shopper's event and (staff) the audit entry. Answers
 * the products whose stock came back. Shared by the shopper's and staff's cancel and the auto-cancel sweep
 * (cancel-unconfirmed-orders.ts), so there is one cancel.
 */
export function createCancelLocked(deps: CancelOrderDeps): CancelLocked {
  const { repository, inventory, attempts, promotions, events, audit } = deps;
  return async function cancelLocked(tx: Transaction, order: OrderRow, request: CancelLockedRequest) {
    const { actor, note, trackingNumber, reason, now } = request;
    const rulesOf: OrderActor = actor.kind === 'shopper' ? 'shopper' : 'staff';
    if (!mayMoveOrder(rulesOf, order, 'cancelled')) {
      throw new ConflictError(
        rulesOf === 'shopper'
          ? API_MESSAGES.orderCannotCancel
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
    await repository.insertOrderEvent(tx, {
      orderId: order.id,
      stage: 'cancelled',
      note: note ?? null,
      trackingNumber: trackingNumber ?? null,
      actorId: actor.kind === 'system' ? null : actor.user.id,
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
          ...(note && { note }),
        },
      });
    }
    return returned;
  };
}

export function createCancelOrder(deps: CancelOrderDeps): (request: CancelOrderRequest) => Promise<void> {
  const { db, clock, repository, onStockChange } = deps;
  const cancelLocked = createCancelLocked(deps);

  /** A move the state machine refuses (a second cancel, a shipped parcel) is 409 and changes nothing. */
  return async function cancelOrder({
    actor,
    user,
    orderId,
    note,
    trackingNumber,
    reason,
  }: CancelOrderRequest) {
    const now = clock.now();
    const restored = await db.transaction(async (tx) => {
      const order =
        actor === 'shopper'
          ? await repository.lockUserOrder(tx, orderId, user.id)
          : await repository.lockOrder(tx, orderId);
      if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
      return cancelLocked(tx, order, {
        actor: { kind: actor, user },
        note,
        trackingNumber,
        reason: reason ?? actor,
        now,
      });
    });
    if (restored.length > 0) onStockChange?.(restored);
  };
}
