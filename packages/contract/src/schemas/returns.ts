/** Returns (issue 33): the shopper's request and answers, the back office's queue, detail and actions. */
import { z } from 'zod';
import { ORDER_LINES_MAX, ORDER_QUANTITY_MAX, PAYMENT_METHODS } from '../constants.js';
import { RETURN_ADMIN_TEXT, RETURN_MESSAGES } from '../messages/returns.js';
import { REFUND_METHODS } from '../rules/refunds.js';
import {
  RETURN_ACTIONS,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_STATES,
} from '../rules/return-requests.js';
import { envelope, Id, ImagePath, Rupees, Text } from './common.js';
import { ShippingAddress } from './orders.js';

const note = Text().trim().max(RETURN_NOTE_MAX_LENGTH);

export const ReturnLineInput = z.object({
  lineId: Id,
  quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
  reason: z.enum(RETURN_REASONS),
  note: note.optional(),
});

export const ReturnRefundInput = z.object({
  method: z.enum(REFUND_METHODS),
  upiId: Text().trim().max(320).optional(),
  accountNumber: Text().trim().max(40).optional(),
  ifsc: Text().trim().max(20).optional(),
  accountName: Text().trim().max(100).optional(),
});

/** `photos`: paths answered by the return-photo upload (the image pipeline), at most 3. */
export const CreateReturnRequest = z.object({
  lines: z.array(ReturnLineInput).min(1, RETURN_MESSAGES.noLines).max(ORDER_LINES_MAX),
  photos: z.array(ImagePath.max(300)).max(RETURN_PHOTOS_MAX, RETURN_MESSAGES.tooManyPhotos).optional(),
  pickupAddress: ShippingAddress.optional(),
  refund: ReturnRefundInput,
});
export type CreateReturnRequest = z.infer<typeof CreateReturnRequest>;

export const ReturnState = z.enum(RETURN_STATES);

export const ReturnLine = z.object({
  lineId: Id,
  title: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  /** What these pieces refund, rupees (after their promotion share). */
  refundAmount: Rupees,
  /** The quality check: null until checked. */
  qcPassed: z.boolean().nullable(),
  qcReason: z.string().nullable(),
});

export const ReturnStep = z.object({
  state: ReturnState,
  at: z.string(),
  note: z.string().nullable(),
});

/** One return as its shopper sees it; payout details only masked. */
export const OrderReturn = z.object({
  _id: Id,
  orderId: Id,
  state: ReturnState,
  createdAt: z.string(),
  lines: z.array(ReturnLine),
  photos: z.array(ImagePath),
  pickupAddress: ShippingAddress,
  pickupDate: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  refund: z.object({
    method: z.enum(REFUND_METHODS),
    /** Masked: `XXXXXXXX9012 · SBIN0001234`, `as****@okaxis`; null for the original payment. */
    to: z.string().nullable(),
    /** Rupees requested: the pieces' refund before the quality check. */
    amount: Rupees,
    /** Rupees refunded or being refunded (the pieces that passed), once staff refunded. */
    refundedAmount: Rupees.nullable(),
    failure: z.string().nullable(),
  }),
  timeline: z.array(ReturnStep),
});
export type OrderReturn = z.infer<typeof OrderReturn>;

/** What the order allows now: each line's returnable pieces (or why none) and the window. */
export const ReturnableOrderLine = z.object({
  lineId: Id,
  returnableQuantity: z.number().int(),
  /** Why none may be returned (the contract's message), e.g. jewellery's policy. */
  refusal: z.string().nullable(),
  /** The refund of each further piece, rupees, in order: [first piece, second, …] of those returnable. */
  pieceRefunds: z.array(Rupees),
});

export const OrderReturnsResponse = envelope(
  z.object({
    orderId: Id,
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** The last day a return may be asked (YYYY-MM-DD, IST); null until delivered. */
    returnBy: z.string().nullable(),
    lines: z.array(ReturnableOrderLine),
    returns: z.array(OrderReturn),
  }),
);
export const CreateReturnResponse = envelope(OrderReturn);

export const ReturnPhotoResponse = envelope(z.object({ path: z.string() }));

// ── Back office ─────────────────────────────────────────────────────────────────────────────────────────

export const AdminReturnListQuery = z.object({
  state: ReturnState.optional(),
});

export const AdminReturnSummary = z.object({
  _id: Id,
  orderId: Id,
  state: ReturnState,
  createdAt: z.string(),
  /** Since the request, in hours (how long it has waited; the back office shows it). */
  ageHours: z.number().int(),
  customerName: z.string(),
  pieces: z.number().int(),
  refundAmount: Rupees,
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type AdminReturnSummary = z.infer<typeof AdminReturnSummary>;
export const AdminReturnListResponse = envelope(z.array(AdminReturnSummary));

export const AdminReturn = OrderReturn.extend({
  userId: Id,
  customerName: z.string(),
  customerPhone: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  ageHours: z.number().int(),
  pickupNotes: z.string().nullable(),
  refundId: z.string().nullable(),
  allowedActions: z.array(z.enum(RETURN_ACTIONS)),
  /**
   * The carrier's reverse pick-up (SHIPPING_PROVIDER=shiprocket), null when staff schedule it by hand:
   * `booking` (being booked or waiting), `booked` (AWB and courier), `failed` (`failure` says why; staff's
   * `book_pickup` action tries again).
   */
  pickupBooking: z
    .object({
      provider: z.string(),
      status: z.enum(['booking', 'booked', 'failed']),
      awb: z.string().nullable(),
      courier: z.string().nullable(),
      failure: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type AdminReturn = z.infer<typeof AdminReturn>;
export const AdminReturnResponse = envelope(AdminReturn);

const DayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, RETURN_ADMIN_TEXT.pickupDateRequired);

export const AdminReturnPatch = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), pickupDate: DayText, notes: note.optional() }),
  z.object({ action: z.literal('reject'), reason: note.min(1, RETURN_ADMIN_TEXT.rejectReasonRequired) }),
  z.object({ action: z.literal('picked_up') }),
  z.object({ action: z.literal('received') }),
  z.object({
    action: z.literal('qc'),
    lines: z
      .array(z.object({ lineId: Id, passed: z.boolean(), reason: note.optional() }))
      .min(1)
      .max(ORDER_LINES_MAX),
  }),
  /** `transferReference`: a COD refund's UPI/bank transfer staff made by hand. */
  z.object({ action: z.literal('refund'), transferReference: Text().trim().max(100).optional() }),
  /** Books the carrier's reverse pick-up again after it failed (SHIPPING_PROVIDER=shiprocket). */
  z.object({ action: z.literal('book_pickup') }),
]);
export type AdminReturnPatch = z.infer<typeof AdminReturnPatch>;
