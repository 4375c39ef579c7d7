/**
 * Bulk "Mark shipped" (issue 32): staff ship the orders they selected, each with its own tracking number and
 * courier, each through move-order.ts in its own transaction (its event and its invoice with it), one after
 * another, so one refused order stops none and every order says what happened to it.
 */
import type { AdminOrdersShip } from '@zari/contract';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../sessions/service.js';
import type { MoveOrder } from './move-order.js';

export function createShipOrders({ moveOrder }: { moveOrder: MoveOrder }) {
  return async function shipOrders(actor: SessionUser, request: AdminOrdersShip) {
    const results: { _id: string; shipped: boolean; message?: string }[] = [];
    for (const { _id, trackingNumber, carrier } of request.orders) {
      try {
        await moveOrder(actor, _id, { status: 'shipped', trackingNumber, carrier });
        results.push({ _id, shipped: true });
      } catch (error) {
        // A refusal (not found, not packed yet) or a fault the house answers (503): said for this order only.
        if (!(error instanceof AppError)) throw error;
        results.push({ _id, shipped: false, message: error.message });
      }
    }
    return results;
  };
}
