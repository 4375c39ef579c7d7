/**
 * The shopper confirms their cash-on-delivery order (issue 32): signed in, with the Confirm button on the
 * order, or without signing in, with the message's one-tap link (its signed token, confirmation-token.ts).
 * Either way the order moves awaiting_confirmation → confirmed with its timeline entry and the `order_confirmed`
 * event in one transaction, under the order's row lock, so a confirm racing the auto-cancel sweep or a second
 * tap is decided once. Staff confirm through move-order.ts, after a phone call.
 *
 * A second confirm of a confirmed order is 409 "already confirmed" and writes nothing (no second event): the
 * link is single use and the button's retry says plainly what happened (docs/decisions/0019-cod-confirmation.md).
 */
import { API_MESSAGES, isConfirmationOpen, mayMoveOrder } from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { EventsService } from '../events/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { ConfirmationTokens } from './confirmation-token.js';
import type { OrderRow, OrdersRepository } from './repository.js';

export interface ConfirmOrderDeps {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'lockOrder' | 'lockUserOrder' | 'updateOrder' | 'insertOrderEvent'>;
  events: Pick<EventsService, 'recordEvent'>;
  tokens: Pick<ConfirmationTokens, 'matches'>;
}

/** Stages an order reaches only through being confirmed: confirming it again is "already confirmed". */
const CONFIRMED_ALREADY = new Set(['confirmed', 'packed', 'shipped', 'delivered']);

export type ConfirmOrder = ReturnType<typeof createConfirmOrder>;

export function createConfirmOrder({ db, clock, repository, events, tokens }: ConfirmOrderDeps) {
  /** The move itself, on the locked row; `expired` answers a confirmation asked for after the deadline. */
  async function confirmLocked(tx: Transaction, order: OrderRow, now: Date, expired: () => Error) {
    if (CONFIRMED_ALREADY.has(order.stage)) throw new ConflictError(API_MESSAGES.orderAlreadyConfirmed);
    if (order.stage !== 'awaiting_confirmation' || !mayMoveOrder('shopper', order, 'confirmed')) {
      throw new ConflictError(API_MESSAGES.orderCannotConfirm);
    }
    if (!isConfirmationOpen(order, now)) throw expired();
    await repository.updateOrder(tx, order.id, { stage: 'confirmed' });
    await repository.insertOrderEvent(tx, {
      orderId: order.id,
      stage: 'confirmed',
      note: null,
      trackingNumber: null,
      // The shopper did it (a link holder acts for them): the timeline names them, as for their cancel.
      actorId: order.userId,
      createdAt: now,
    });
    await events.recordEvent(tx, {
      type: 'order_confirmed',
      userId: order.userId,
      payload: { orderId: order.id },
    });
    return { _id: order.id, fulfilment: 'confirmed' as const };
  }

  return {
    /** The signed-in shopper's Confirm button: their own order only (another's is 404, as if it did not exist). */
    async confirmOwnOrder(user: SessionUser, orderId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const order = await repository.lockUserOrder(tx, orderId, user.id);
        if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
        return confirmLocked(tx, order, now, () => new ConflictError(API_MESSAGES.orderCannotConfirm));
      });
    },

    /**
     * The message's link, without a session: a token not signed for this order and its deadline (forged, for
     * another order, for an order that does not exist) or past its deadline is 403 with the same message, so
     * the answer never says whether an order exists.
     */
    async confirmWithToken(orderId: string, token: string) {
      const now = clock.now();
      const invalid = () => new ForbiddenError(API_MESSAGES.codConfirmLinkInvalid);
      return db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order?.confirmBy || !tokens.matches(token, order.id, order.confirmBy)) throw invalid();
        return confirmLocked(tx, order, now, invalid);
      });
    },
  };
}
