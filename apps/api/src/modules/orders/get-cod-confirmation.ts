/**
 * What the confirmation link's page shows (issue 32), to whoever holds the link, without a session: the
 * order's items, total and deadline. Reading never confirms (link previewers fetch links). A token not signed
 * for this order, or one whose order still awaits confirmation past its deadline, is 403 with the contract's
 * message; a used link reads fine (the page then says the order is already confirmed).
 */
import { API_MESSAGES, type CodConfirmation, isConfirmationOpen, paiseToRupees } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { ConfirmationTokens } from './confirmation-token.js';
import type { OrdersRepository } from './repository.js';

export function createGetCodConfirmation(deps: {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'findOrderSummary'>;
  tokens: Pick<ConfirmationTokens, 'matches'>;
}) {
  const { db, clock, repository, tokens } = deps;
  return async function getCodConfirmation(orderId: string, token: string): Promise<CodConfirmation> {
    const order = await repository.findOrderSummary(db, orderId);
    if (!order?.confirmBy || !tokens.matches(token, order.id, order.confirmBy)) {
      throw new ForbiddenError(API_MESSAGES.codConfirmLinkInvalid);
    }
    const open = isConfirmationOpen(order, clock.now());
    if (order.stage === 'awaiting_confirmation' && !open) {
      throw new ForbiddenError(API_MESSAGES.codConfirmLinkInvalid);
    }
    return {
      _id: order.id,
      fulfilment: order.stage,
      awaitingConfirmation: open,
      confirmBy: order.confirmBy.toISOString(),
      totalAmount: paiseToRupees(order.totalPaise),
      products: order.lines,
    };
  };
}
