/**
 * Cancelling an order: ONE use case for the shopper's Cancel button, staff's cancel and a parcel returned to
 * origin (issue 33: by staff or the carrier's webhook, reason `returned_to_origin`), so all check the contract's
 * state machine the same way, put stock back once (cancelled is final and the row is locked), give a
 * promotion's use back, flag a refund when money was taken, run the `onCancelled` hooks (a credit note for an
 * invoiced order) and write the order's timeline, in one transaction; staff's cancel is audited too.
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
import type { OrdersRepository } from './repository.js';

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
  onStockChange?: ((productIds: readonly string[]) => void) | undefined;
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

export type CancelOrder = ReturnType<typeof createCancelOrder>;

export function createCancelOrder(deps: CancelOrderDeps) {
  const { db, clock, repository, inventory, attempts, promotions, events, audit, onStockChange } = deps;
  const onCancelled = deps.onCancelled ?? [];

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
    let cancelReason: OrderCancelReason | undefined;
    const restored = await db.transaction(async (tx) => {
      if (actor !== 'carrier' && !user) throw new Error(`a ${actor} cancel needs the user who asked`);
      const order =
        actor === 'shopper' && user
          ? await repository.lockUserOrder(tx, orderId, user.id)
          : await repository.lockOrder(tx, orderId);
      if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
      if (!mayMoveOrder(actor, order, 'cancelled', reason)) {
        throw new ConflictError(
          actor === 'shopper'
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
        cancelReason: reason ?? (actor === 'shopper' ? 'shopper' : 'staff'),
        ...(trackingNumber && { trackingNumber }),
      };
      await repository.updateOrder(tx, order.id, fields);
      cancelReason = fields.cancelReason;
      if (effects.refundDue && order.paymentAttemptId) {
        await attempts.flagCancelledOrderRefund(tx, order.paymentAttemptId);
      }
      // The order keeps the discount it was charged; the promotion's use comes back for someone else.
      await promotions.releaseRedemption(tx, order.id, now);
      const returned = effects.restoreStock
        ? await inventory.restoreStock(tx, await repository.orderQuantities(tx, order.id))
        : [];
      for (const hook of onCancelled) await hook(tx, { orderId: order.id, reason: fields.cancelReason });
      await repository.insertOrderEvent(tx, {
        orderId: order.id,
        stage: 'cancelled',
        note: note ?? null,
        trackingNumber: trackingNumber ?? null,
        // The carrier's report names no one.
        actorId: user?.id ?? null,
        createdAt: now,
      });
      await events.recordEvent(tx, {
        type: 'order_cancelled',
        userId: order.userId,
        payload: { orderId: order.id, ...(fields.refundDue && { refundDue: true }) },
      });
      if (actor === 'staff' && user) {
        await audit.record(tx, {
          actorId: user.id,
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
    });
    if (restored.length > 0) onStockChange?.(restored);
    if (cancelReason) {
      const reason = cancelReason;
      for (const hook of deps.afterCancelled ?? []) await hook({ orderId, reason }).catch(() => undefined);
    }
  };
}
