/**
 * Cancels the cash-on-delivery orders nobody confirmed by their deadline (issue 32): stock back on the shelf,
 * the promotion's use given back and the shopper told (`order_cancelled` with `unconfirmed`), through the one
 * cancel (cancel-order.ts's `cancelLocked`) with reason `cod_unconfirmed`.
 *
 * Safe on several instances: each order is taken with `FOR UPDATE SKIP LOCKED` and re-read under its lock (an
 * order another sweep cancelled, or its shopper confirmed, no longer matches), so every order is cancelled once;
 * one order per transaction, so its product locks are taken in id order as placing takes them (no deadlock).
 */
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CancelLocked } from './cancel-order.js';
import type { OrdersRepository } from './repository.js';

/** Orders cancelled in one pass at most: a backlog is worked off over a few passes, never in one long burst. */
export const UNCONFIRMED_BATCH_MAX = 50;

export function createCancelUnconfirmedOrders(deps: {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'lockNextUnconfirmed'>;
  cancelLocked: CancelLocked;
  onStockChange?: ((productIds: readonly string[]) => void | Promise<void>) | undefined;
}) {
  const { db, clock, repository, cancelLocked, onStockChange } = deps;

  /** One pass: answers how many orders it cancelled (fewer than `limit`: none is overdue any more). */
  return async function cancelUnconfirmedOrders(limit = UNCONFIRMED_BATCH_MAX): Promise<number> {
    let cancelled = 0;
    while (cancelled < limit) {
      const now = clock.now();
      const restored = await db.transaction(async (tx) => {
        const order = await repository.lockNextUnconfirmed(tx, now);
        if (!order) return undefined;
        return cancelLocked(tx, order, { actor: { kind: 'system' }, reason: 'cod_unconfirmed', now });
      });
      if (restored === undefined) break;
      cancelled += 1;
      if (restored.length > 0) await onStockChange?.(restored);
    }
    return cancelled;
  };
}
