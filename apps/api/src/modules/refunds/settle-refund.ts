/**
 * A refund reaches its end (issue 33): processed by the gateway, refused by it, or a COD transfer recorded.
 * In the caller's transaction, from `pending` only (a second webhook of the same outcome changes nothing):
 * the shopper hears `refund_issued` when the money is on its way, the order leaves "Refunds due" once all it
 * owed is paid back, and whoever registered `onSettled` (returns: the return becomes Refunded) hears it in
 * the same commit.
 */
import { isFullyRefunded, type RefundStatus } from '@zari/contract';
import type { Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { EventsService } from '../events/service.js';
import type { OrdersService } from '../orders/service.js';
import { paidPaise, type RefundRow, type RefundsRepository } from './repository.js';

/** What `onSettled` hears: the refund that settled and how. */
export interface SettledRefund {
  refundId: string;
  orderId: string;
  returnId?: string;
  status: Exclude<RefundStatus, 'pending'>;
}

export type OnRefundSettled = (tx: Transaction, refund: SettledRefund) => Promise<void>;

export interface SettleRefundDeps {
  clock: Clock;
  repository: Pick<RefundsRepository, 'lockOrder' | 'refundsOfOrder' | 'updateRefund'>;
  orders: Pick<OrdersService, 'clearRefundDue'>;
  events: Pick<EventsService, 'recordEvent'>;
  onSettled?: OnRefundSettled | undefined;
}

export type SettleRefund = ReturnType<typeof createSettleRefund>;

export function createSettleRefund({ clock, repository, orders, events, onSettled }: SettleRefundDeps) {
  /** `refund` must be locked by the caller (or just inserted by it); answers the refund as settled. */
  return async function settleRefund(
    tx: Transaction,
    refund: RefundRow,
    status: Exclude<RefundStatus, 'pending'>,
    failureReason: string | null = null,
  ): Promise<RefundRow> {
    const now = clock.now();
    const paidOut = status === 'processed' || status === 'recorded';
    const settled =
      refund.status === status
        ? refund
        : await repository.updateRefund(tx, refund.id, {
            status,
            updatedAt: now,
            processedAt: paidOut ? now : null,
            failureReason: paidOut ? null : (failureReason ?? 'refused by the payment provider'),
          });
    // A payment no order used (sold out, account erased) has no order to clear and nobody listening for it;
    // its shopper heard of the refund when it was written (`sold_out_refund`).
    if (!refund.orderId) return settled;
    const order = await repository.lockOrder(tx, refund.orderId);
    if (order && paidOut) {
      await events.recordEvent(tx, {
        type: 'refund_issued',
        userId: order.userId,
        payload: {
          orderId: order.id,
          amountPaise: refund.amountPaise,
          ...(refund.returnId && { returnId: refund.returnId }),
        },
      });
      const all = await repository.refundsOfOrder(tx, order.id);
      if (order.refundDue && isFullyRefunded(paidPaise(order), all))
        await orders.clearRefundDue(tx, order.id);
    }
    await onSettled?.(tx, {
      refundId: refund.id,
      orderId: refund.orderId,
      ...(refund.returnId && { returnId: refund.returnId }),
      status,
    });
    return settled;
  };
}
