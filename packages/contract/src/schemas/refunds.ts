/**
 * Refunds at the edge (issue 33): staff's refund request, a refund as the back office lists it, and the
 * shopper's view on the order JSON. Money is rupees here; payout details are checked by the contract's rules
 * (rules/payout-details.ts) and leave the API only masked.
 */
import { z } from 'zod';
import { REFUND_MESSAGES } from '../messages/refunds.js';
import {
  isValidAccountNumber,
  isValidIfsc,
  isValidUpiId,
  normaliseAccountNumber,
  normaliseIfsc,
  normaliseUpiId,
} from '../rules/payout-details.js';
import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES } from '../rules/refunds.js';
import { envelope, Id, Rupees, Text } from './common.js';

export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export const RefundMethodSchema = z.enum(REFUND_METHODS);
export const RefundReasonSchema = z.enum(REFUND_REASONS);

export const UpiId = Text().transform(normaliseUpiId).refine(isValidUpiId, REFUND_MESSAGES.invalidUpiId);
export const Ifsc = Text().transform(normaliseIfsc).refine(isValidIfsc, REFUND_MESSAGES.invalidIfsc);
export const AccountNumber = Text()
  .transform(normaliseAccountNumber)
  .refine(isValidAccountNumber, REFUND_MESSAGES.invalidAccountNumber);

/** Where a transfer refund goes (returns asks the shopper for it; staff may type it too). */
export const PayoutDetails = z
  .object({
    upiId: UpiId.optional(),
    accountNumber: AccountNumber.optional(),
    ifsc: Ifsc.optional(),
    accountName: Text().trim().min(1, REFUND_MESSAGES.accountNameRequired).max(100).optional(),
  })
  .strict();
export type PayoutDetails = z.infer<typeof PayoutDetails>;

/** The money a refund moves, typed in rupees: whole paise, more than 0. */
const RefundRupees = z
  .number({ error: REFUND_MESSAGES.amountPositive })
  .positive(REFUND_MESSAGES.amountPositive)
  .max(1e9)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, REFUND_MESSAGES.amountPositive);

/** Staff refund an order (`POST /api/admin/orders/{id}/refunds`): what is due, or part of it. */
export const AdminRefundCreate = z
  .object({
    amount: RefundRupees,
    method: RefundMethodSchema,
    /** COD: the reference (UTR) of the UPI or bank transfer staff made. */
    transferReference: Text().trim().min(1, REFUND_MESSAGES.transferReferenceRequired).max(64).optional(),
    payout: PayoutDetails.optional(),
  })
  .strict()
  .refine((body) => body.method === 'source' || body.transferReference, {
    message: REFUND_MESSAGES.transferReferenceRequired,
    path: ['transferReference'],
  })
  .refine((body) => body.method !== 'source' || !body.transferReference, {
    message: REFUND_MESSAGES.transferReferenceNotForSource,
    path: ['transferReference'],
  });
export type AdminRefundCreate = z.infer<typeof AdminRefundCreate>;

/** A refund as the back office sees it: payout details masked, never in full. */
export const AdminRefund = z.object({
  _id: Id,
  /** Null for the refund of a payment no order used (reasons `out_of_stock`, `account_erased`). */
  orderId: Id.nullable(),
  /** The order as staff and shoppers read it (last 8 characters, upper case); null without an order. */
  orderNumber: z.string().nullable(),
  /** The provider's id of the payment refunded (`source` refunds); null for a transfer. */
  paymentId: z.string().nullable(),
  returnId: Id.nullable(),
  amount: Rupees,
  method: RefundMethodSchema,
  status: RefundStatusSchema,
  reason: RefundReasonSchema,
  gatewayRefundId: z.string().nullable(),
  transferReference: z.string().nullable(),
  /** `ra••••@okaxis`, `••••••9012 · HDFC0001234`; null when none was given. */
  payoutMasked: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** Whole hours since it was asked for (the queue's age). */
  ageHours: z.number().int().nonnegative(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminRefundResponse = envelope(AdminRefund);
export const AdminRefundListQuery = z.object({ status: RefundStatusSchema.optional() });
export type AdminRefundListQuery = z.infer<typeof AdminRefundListQuery>;
export const AdminRefundListResponse = envelope(z.array(AdminRefund));

/** One order's refunds for the refund panel, with what may still be refunded (prefilled as the amount). */
export const AdminOrderRefunds = z.object({
  /** What the order's payment may still give back (what was paid, less every refund but failed ones). */
  refundable: Rupees,
  /** The order is flagged "Refund due" (a paid cancellation or a return to origin). */
  refundDue: z.boolean(),
  paymentMethod: z.string(),
  refunds: z.array(AdminRefund),
});
export type AdminOrderRefunds = z.infer<typeof AdminOrderRefunds>;
export const AdminOrderRefundsResponse = envelope(AdminOrderRefunds);

/** A refund on the shopper's order JSON (additive). */
export const OrderRefund = z.object({
  amount: Rupees,
  status: RefundStatusSchema,
  method: RefundMethodSchema,
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

/** What the dashboard's "Refunds due" card lists: each order owed money and how much is left to refund. */
export const RefundOwed = z.object({ orderId: Id, orderNumber: z.string(), amount: Rupees });
export type RefundOwed = z.infer<typeof RefundOwed>;
