/**
 * The payment attempts other modules work with, inside their own transactions: placing an order claims the
 * attempt that pays it. Separate from the payments service, which itself places orders from the webhook,
 * so orders and payments depend on each other only through this and the orders service.
 */
import type { Transaction } from '../../db/client.js';
import * as repository from './repository.js';

export type { PaymentAttempt } from './repository.js';

export type PaymentAttempts = ReturnType<typeof createPaymentAttempts>;

export function createPaymentAttempts() {
  return {
    /** The named attempt of this shopper, locked; another shopper's provider order id finds nothing. */
    lockForShopper(tx: Transaction, userId: string, providerOrderId: string) {
      return repository.lockUserAttempt(tx, userId, providerOrderId);
    },

    /**
     * For an order that names no attempt: the newest paid attempt of the shopper for exactly `amountPaise`
     * that no order has claimed, locked (attempts another placement holds are skipped, not waited for).
     */
    lockUnclaimedPaid(tx: Transaction, userId: string, amountPaise: number) {
      return repository.lockUnclaimedPaidAttempt(tx, userId, amountPaise);
    },

    /** Money was captured for an order staff cancelled before shipping: someone must pay it back. */
    flagCancelledOrderRefund(tx: Transaction, attemptId: string) {
      return repository.flagRefund(tx, attemptId, 'order_cancelled');
    },

    /** The webhook flagged the attempt for a refund (no stock then); an order now uses the money. */
    clearRefund(tx: Transaction, attemptId: string) {
      return repository.clearRefund(tx, attemptId);
    },
  };
}
