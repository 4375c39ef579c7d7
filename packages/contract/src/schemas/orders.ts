import { z } from 'zod';
import {
  DONATION_MAX_RUPEES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  ORDER_LINES_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_QUANTITY_MIN,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../constants.js';
import { API_MESSAGES } from '../messages.js';
import { isWithinProductQuantityLimit } from '../rules/order-lines.js';
import { FULFILMENT_STAGES, ORDER_STATUSES } from '../rules/order-state.js';
import { PINCODE_PATTERN } from '../rules/pincode.js';
import { ImageMeta } from './catalog.js';
import { envelope, Id, ImagePath, Rupees, Text } from './common.js';
import { OrderRefund } from './refunds.js';

const requiredText = (max: number) => Text().trim().min(1).max(max);

export const ShippingAddress = z.object({
  fullName: requiredText(100),
  phone: requiredText(20),
  address: requiredText(500),
  city: requiredText(100),
  state: requiredText(100),
  postalCode: Text().trim().regex(PINCODE_PATTERN, API_MESSAGES.pincodeInvalid),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

export const PaymentMethod = z.enum(PAYMENT_METHODS);
export const PaymentStatus = z.enum(PAYMENT_STATUSES);

export const OrderLineInput = z.object({
  product: Id,
  productVariant: Id.nullish(),
  size: Text().trim().min(1).max(20),
  quantity: z.number().int().min(ORDER_QUANTITY_MIN).max(ORDER_QUANTITY_MAX),
});
export type OrderLineInput = z.infer<typeof OrderLineInput>;

/** What a shopper may type in the promo field before the API answers "unknown" rather than 400. */
export const PROMO_CODE_INPUT_MAX_LENGTH = 50;

/**
 * What a shopper typed in the bag: any short text, upper-cased. A text that cannot be a code is answered as
 * an unknown code (a reason under the field), not a 400, as a shopper's typo is not a bad request.
 */
export const PromoCodeInput = Text().trim().toUpperCase().max(PROMO_CODE_INPUT_MAX_LENGTH);

/**
 * The order payload of SPEC §3 plus the additive donation, payment reference and (issue 29) promo code. A
 * client that speaks only SPEC §3 sends no code: the order is full price, unless it is the shopper's first
 * and the welcome offer applies.
 */
export const OrderPayload = z.object({
  user: Id,
  products: z
    .array(OrderLineInput)
    .min(1)
    .max(ORDER_LINES_MAX, API_MESSAGES.orderLinesLimit)
    .refine(isWithinProductQuantityLimit, API_MESSAGES.productQuantityLimit),
  shippingAddress: ShippingAddress,
  paymentMethod: PaymentMethod,
  donationAmount: z.number().int().min(0).max(DONATION_MAX_RUPEES).optional(),
  razorpay_order_id: Text().max(100).optional(),
  /** The code typed in the bag (issue 29); one that no longer applies is a 409 and no order. */
  promoCode: PromoCodeInput.optional(),
  /**
   * The discount the bag showed (the quote's `discount`, rupees), when the client says: any other discount
   * at placement is a 409, so the shopper never pays other than what they were shown.
   */
  expectedDiscount: Rupees.optional(),
});
export type OrderPayload = z.infer<typeof OrderPayload>;

/** The `Idempotency-Key` header of a checkout call: printable ASCII, as HTTP headers carry it. */
export const IdempotencyKey = z
  .string()
  .regex(new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`), API_MESSAGES.idempotencyKeyInvalid);

export const CreateOrderResponse = envelope(z.object({ _id: Id }));

export const OrderLine = z.object({
  _id: Id,
  product: z.object({
    _id: Id,
    title: z.string(),
    images: z.array(ImagePath),
    amount: Rupees,
    discountedAmount: Rupees,
    /** The pipeline's sizes of the line's first image, keyed by its path as on Product (additive). */
    media: z.record(z.string(), ImageMeta).optional(),
  }),
  size: z.string(),
  quantity: z.number().int(),
  /** Unit price charged, from the line-price rule at order time. */
  price: Rupees,
  /** Additive (issue 29): this line's share of the order's promotion discount, stored at placement. */
  discountAmount: Rupees.optional(),
  productVariant: z
    .object({
      _id: Id,
      colorCode: z.string(),
      price: Rupees,
      discountedPrice: Rupees,
    })
    .nullish(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** The tax invoice of a shipped order (issue 30): its number, date, place of supply and each line's tax, rupees. */
export const OrderInvoice = z.object({
  number: z.string(),
  issuedAt: z.string(),
  placeOfSupply: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      hsn: z.string().nullable(),
      /** Percent; null for a line that is not a supply (the donation). */
      rate: z.number().nullable(),
      taxable: Rupees,
      cgst: Rupees,
      sgst: Rupees,
      igst: Rupees,
    }),
  ),
});
export type OrderInvoice = z.infer<typeof OrderInvoice>;

/** A credit note reversing (part of) the invoice (issue 30). */
export const OrderCreditNote = z.object({
  _id: Id,
  number: z.string(),
  issuedAt: z.string(),
  reason: z.string(),
  total: Rupees,
});

export const Order = z.object({
  _id: Id,
  createdAt: z.string(),
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  isCancelled: z.boolean(),
  isDelivered: z.boolean(),
  /** Additive: where the order is in the back office's lifecycle, and the courier's tracking number. */
  status: z.enum(ORDER_STATUSES).optional(),
  trackingNumber: z.string().nullable().optional(),
  /** Additive (issue 32): the courier staff named when it shipped (or the carrier assigned it). */
  carrier: z.string().nullable().optional(),
  /** Additive (issue 32): the page that tracks the parcel, when its carrier and tracking number are known. */
  trackingUrl: z.url().optional(),
  subtotalAmount: Rupees,
  donationAmount: Rupees,
  /** Additive (issue 29): the promotion's discount, already out of `totalAmount`, and which promotion gave it. */
  discountAmount: Rupees.optional(),
  promotionCode: z.string().nullable().optional(),
  totalAmount: Rupees,
  /** Additive (issue 32): where the parcel is, and whether the shopper may cancel it now (the server's rule). */
  fulfilment: z.enum(FULFILMENT_STAGES).optional(),
  cancellable: z.boolean().optional(),
  /**
   * Additive (issue 32): a cash-on-delivery order its shopper may confirm now (Confirm button), and until when
   * (ISO time; after it the order is cancelled). `confirmBy` is null for an order that never awaited one.
   */
  awaitingConfirmation: z.boolean().optional(),
  confirmBy: z.string().nullable().optional(),
  products: z.array(OrderLine),
  shippingAddress: ShippingAddress,
  /** Additive (issue 30): the invoice once the order shipped (absent before), and its credit notes. */
  invoice: OrderInvoice.optional(),
  creditNotes: z.array(OrderCreditNote).optional(),
  /** Additive (issue 33): money paid back for this order, newest last; absent when there is none. */
  refunds: z.array(OrderRefund).optional(),
});
export type Order = z.infer<typeof Order>;

export const OrderListResponse = envelope(z.array(Order));

/**
 * A tracking update as Shiprocket's webhook posts it (issue 32): the AWB and the shipment's status, as text
 * (`current_status`, e.g. "OUT FOR DELIVERY") and as Shiprocket's status id. Loose on purpose: Shiprocket adds
 * fields, and sends numbers as numbers or strings; the route checks its token before reading any of it.
 */
export const ShiprocketTrackingUpdate = z.looseObject({
  awb: z.union([z.string(), z.number()]).transform(String).optional(),
  current_status: z.string().optional(),
  current_status_id: z.union([z.number(), z.string()]).optional(),
  shipment_status: z.string().optional(),
  shipment_status_id: z.union([z.number(), z.string()]).optional(),
  current_timestamp: z.string().optional(),
  courier_name: z.string().optional(),
  order_id: z.union([z.string(), z.number()]).optional(),
  is_return: z.union([z.number(), z.boolean()]).optional(),
});
export type ShiprocketTrackingUpdate = z.infer<typeof ShiprocketTrackingUpdate>;

/**
 * One step of the order as its shopper sees it (issue 32): the stage it reached, the key of its label in the
 * contract's `ORDER_DETAIL_TEXT.steps`, and when. Shopper-safe: no staff, no notes, no tracking-only entries.
 */
export const OrderStep = z.object({
  stage: z.enum(FULFILMENT_STAGES),
  label: z.enum(FULFILMENT_STAGES),
  at: z.string(),
});
export type OrderStep = z.infer<typeof OrderStep>;

/** `GET /api/product-orders/{id}`: the order as in the list, plus every step it took, placed first. */
export const ShopperOrder = Order.extend({ timeline: z.array(OrderStep) });
export type ShopperOrder = z.infer<typeof ShopperOrder>;
export const ShopperOrderResponse = envelope(ShopperOrder);
export const CancelOrderResponse = envelope(z.object({ _id: Id }));

/** The answer of a confirmation (the owner's Confirm button or the message's link): the order, now confirmed. */
export const ConfirmOrderResponse = envelope(z.object({ _id: Id, fulfilment: z.enum(FULFILMENT_STAGES) }));

/**
 * The one-tap link's token (`/orders/{id}/confirm?t=…`): any short text here, so a forged or mangled one is
 * answered with the contract's "link not valid" message (403), not a validation error.
 */
const CodConfirmToken = Text().min(1).max(200);

/** `POST /api/cod-confirmations`: confirms without a session; the token is the proof. */
export const CodConfirmRequest = z.object({ orderId: Id, token: CodConfirmToken });
export type CodConfirmRequest = z.infer<typeof CodConfirmRequest>;

export const CodConfirmationParams = z.object({ id: Id });
export const CodConfirmationQuery = z.object({ t: CodConfirmToken });

/**
 * What the confirmation page shows someone holding the link (no session): the order as SPEC §9 names it, its
 * items, total and deadline, and whether it still awaits confirmation. No address or phone: the link may be
 * forwarded.
 */
export const CodConfirmation = z.object({
  _id: Id,
  fulfilment: z.enum(FULFILMENT_STAGES),
  awaitingConfirmation: z.boolean(),
  confirmBy: z.string().nullable(),
  totalAmount: Rupees,
  products: z.array(z.object({ title: z.string(), size: z.string(), quantity: z.number().int() })),
});
export type CodConfirmation = z.infer<typeof CodConfirmation>;
export const CodConfirmationResponse = envelope(CodConfirmation);
