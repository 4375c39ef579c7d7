/** What the API answers about refunds and payout details (issue 33), and how the shopper reads a refund. */
import type { RefundMethod, RefundStatus } from '../rules/refunds.js';

export const REFUND_MESSAGES = {
  refundIssued: 'Refund issued',
  refundRecorded: 'Refund recorded',
  /** Shared with returns: the shopper's payout details, checked by the contract's rules. */
  invalidIfsc: 'Enter a valid IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)',
  invalidUpiId: 'Enter a valid UPI ID, e.g. name@okaxis',
  invalidAccountNumber: 'Enter a valid account number: 9 to 18 digits',
  accountNameRequired: 'Enter the account holder’s name',
  upiIdRequired: 'Enter the UPI ID to refund to',
  bankDetailsRequired: 'Enter the account number and IFSC to refund to',
  transferReferenceRequired: 'Enter the reference of the transfer you made',
  transferReferenceNotForSource: 'A refund to the original payment has no transfer reference',
  amountPositive: 'The refund amount must be more than ₹0',
  amountTooLarge: 'That is more than can still be refunded for this order',
  nothingToRefund: 'Nothing is left to refund for this order',
  orderNotPaid: 'This order was not paid, so there is nothing to refund',
  methodNotAllowed:
    'An online payment is refunded to its source; a cash-on-delivery order by UPI or bank transfer',
  paymentNotRefundable: 'The original payment cannot be found at the payment provider',
  orderLineNotInOrder: 'A refunded line is not part of this order',
  refundNotDue: 'This order is not due a refund: returned goods are refunded through their return',
  refundNotRetryable:
    'Only a failed or unanswered refund of a payment without an order is retried here; refund an order from its page',
  idempotencyKeyReused: 'This idempotency key was already used for a different refund',
} as const;

/** The shopper's and staff's words for a refund's status and method. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund failed',
  recorded: 'Refunded',
};

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  source: 'Original payment',
  upi: 'UPI transfer',
  bank: 'Bank transfer',
};
