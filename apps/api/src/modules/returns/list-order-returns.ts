/**
 * The shopper's view of an order's returns (issue 33): each return with its timeline, and what of the order
 * may be returned now — each line's returnable pieces (or the contract's reason why none), the refund of
 * each further piece, and the last day of the window.
 */
import {
  API_MESSAGES,
  lineRefundPaise,
  paiseToRupees,
  returnableLines,
  returnWindowLastDay,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../sessions/service.js';
import { orderFacts } from './create-return.js';
import * as repository from './repository.js';
import { toOrderReturn } from './to-return.js';

export function createListOrderReturns(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return async function listOrderReturns(user: SessionUser, orderId: string) {
    const order = await repository.findOrder(db, orderId, user.id);
    if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
    const lines = await repository.orderLineFacts(db, order.id);
    const delivered = order.isDelivered ? await repository.deliveredAt(db, order.id) : null;
    const allowed = returnableLines(orderFacts(order, delivered, lines), clock.now());
    const returns = await repository.returnsOfOrder(db, order.id);
    const ids = returns.map((ret) => ret.id);
    const [details, events] = [await repository.linesOf(db, ids), await repository.eventsOf(db, ids)];
    return {
      orderId: order.id,
      paymentMethod: order.paymentMethod,
      returnBy: delivered ? returnWindowLastDay(delivered) : null,
      lines: allowed.map((rule) => {
        const line = lines.find((candidate) => candidate.id === rule.lineId);
        const pieceRefunds = line
          ? Array.from({ length: rule.returnableQuantity }, (_, index) =>
              paiseToRupees(lineRefundPaise(line, line.requestedQuantity + index, 1)),
            )
          : [];
        return {
          lineId: rule.lineId,
          returnableQuantity: rule.returnableQuantity,
          refusal: rule.refusal?.message ?? null,
          pieceRefunds,
        };
      }),
      returns: returns.map((ret) => toOrderReturn(ret, details, events)),
    };
  };
}
