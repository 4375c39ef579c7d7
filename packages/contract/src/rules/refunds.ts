/**
 * Refunds (issue 33): money going back to a shopper for a paid cancellation, a return, or a parcel returned to
 * origin. A refund to the original payment (`source`) goes through the gateway: `pending` until its
 * `refund.processed` or `refund.failed` webhook. A cash-on-delivery order is paid back by a UPI or bank
 * transfer staff make by hand and record with its reference: `recorded` at once. Who relies on it: the
 * refunds module (API), the back office's refund panel and list, the shopper's order.
 */

export const REFUND_STATUSES = ['pending', 'processed', 'failed', 'recorded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** `source`: back to the payment the order was paid with; `upi`/`bank`: a transfer staff make. */
export const REFUND_METHODS = ['source', 'upi', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * Why money goes back. `out_of_stock` and `account_erased` refund a captured payment no order could use (its
 * stock ran out before the webhook could place the order, or its account was erased meanwhile): such a refund
 * has no order, names its payment attempt instead, and is made automatically, in full, to the source.
 */
export const REFUND_REASONS = [
  'cancelled',
  'returned',
  'returned_to_origin',
  'out_of_stock',
  'account_erased',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund settled for good: paid (`processed`, `recorded`) or refused by the gateway (`failed`). */
export function isRefundSettled(status: RefundStatus): boolean {
  return status !== 'pending';
}

/** The statuses of a refund not yet settled (still owed to the shopper), for a query that counts them. */
export const UNSETTLED_REFUND_STATUSES: readonly RefundStatus[] = REFUND_STATUSES.filter(
  (status) => !isRefundSettled(status),
);

/**
 * Whether a refund holds money against what the order may still refund: every one but a failed one (a pending
 * refund may yet be paid, so it counts until the gateway says otherwise).
 */
export function refundCounts(status: RefundStatus): boolean {
  return status !== 'failed';
}

/** What may still be refunded: paid minus every refund that counts, never below 0. */
export function refundableLeftPaise(
  paidPaise: number,
  refunds: readonly { amountPaise: number; status: RefundStatus }[],
): number {
  const taken = refunds.reduce(
    (sum, refund) => sum + (refundCounts(refund.status) ? refund.amountPaise : 0),
    0,
  );
  return Math.max(paidPaise - taken, 0);
}

/** Whether the order's money is all back with the shopper: what counts is paid out, and none is pending. */
export function isFullyRefunded(
  paidPaise: number,
  refunds: readonly { amountPaise: number; status: RefundStatus }[],
): boolean {
  const paidOut = refunds
    .filter((refund) => refund.status === 'processed' || refund.status === 'recorded')
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  return paidOut >= paidPaise;
}

/**
 * The method a refund of this order may use: an online payment goes back to its source; a cash-on-delivery
 * order (no payment to reverse) by a UPI or bank transfer only.
 */
export function refundMethodAllowed(paymentMethod: string, method: RefundMethod): boolean {
  return paymentMethod === 'cod' ? method !== 'source' : method === 'source';
}
