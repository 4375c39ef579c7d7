/**
 * The payment attempts orders work with, inside their own transactions: placing an online order claims the
 * attempt that pays it, and cancelling a paid order flags it for a refund. Orders declares what it needs
 * (orders/payment-attempts.ts) and app.ts passes this in, so payments depends on orders and never the reverse.
 */
import type { OrderPaymentAttempts } from '../orders/payment-attempts.js';
import * as repository from './repository.js';

export type { PaymentAttempt } from './repository.js';

/** Money no order used, refunded automatically (handle-webhook.ts): it can never pay an order afterwards. */
const REFUNDED = new Set(['out_of_stock', 'account_erased']);

export function createPaymentAttempts(): OrderPaymentAttempts {
  return {
    lockForShopper: async (tx, userId, providerOrderId) => {
      const attempt = await repository.lockUserAttempt(tx, userId, providerOrderId);
      return attempt?.refundReason && REFUNDED.has(attempt.refundReason) ? undefined : attempt;
    },
    // Attempts another placement holds are skipped, not waited for.
    lockUnclaimedPaid: (tx, userId, amountPaise) =>
      repository.lockUnclaimedPaidAttempt(tx, userId, amountPaise),
    flagCancelledOrderRefund: (tx, attemptId) => repository.flagRefund(tx, attemptId, 'order_cancelled'),
    clearRefund: (tx, attemptId) => repository.clearRefund(tx, attemptId),
  };
}
