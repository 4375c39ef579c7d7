/**
 * What the payments module asks of orders when money comes in, inside its own transaction: payments calls
 * orders, never the reverse. A payment marks its order paid unless the order was cancelled meanwhile, in
 * which case the order is flagged for staff to refund.
 */
import type { Transaction } from '../../db/client.js';
import type { OrdersRepository } from './repository.js';

export function createPayOrder({
  repository,
}: {
  repository: Pick<
    OrdersRepository,
    'markPaidByAttempt' | 'markRefundDue' | 'clearRefundDue' | 'findOrderOfAttempt'
  >;
}) {
  return {
    /** Marks paid the order that claimed a now-paid attempt, unless it was cancelled; answers its ids. */
    payForAttempt(tx: Transaction, attemptId: string) {
      return repository.markPaidByAttempt(tx, attemptId);
    },

    /** The order that claimed a payment attempt, if any. */
    orderOfAttempt(tx: Transaction, attemptId: string) {
      return repository.findOrderOfAttempt(tx, attemptId);
    },

    /** Flags a cancelled order whose payment was captured afterwards, for staff to refund. */
    flagRefundDue(tx: Transaction, orderId: string) {
      return repository.markRefundDue(tx, orderId);
    },

    /** The refunds module paid back everything the order owed (issue 33): no longer "Refund due". */
    clearRefundDue(tx: Transaction, orderId: string) {
      return repository.clearRefundDue(tx, orderId);
    },
  };
}
