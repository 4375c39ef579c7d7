/**
 * Promotions at the edge (issue 29): the back office's promotion body, the bag's quote request and its answer.
 * Money is rupees here as everywhere at the edge; the rule (rules/promotions.ts) works in paise.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../messages/admin.js';
import { PROMOTION_ADMIN_MESSAGES } from '../messages/promotions.js';
import { PROMO_CODE_PATTERN, PROMOTION_KINDS, PROMOTION_NOT_APPLIED_REASONS } from '../rules/promotions.js';
import { RETURN_POLICY_KINDS } from '../rules/returns.js';
import { RupeeInput } from './admin.js';
import { envelope, Id, Rupees, Text } from './common.js';
import { OrderPayload, PaymentMethod, PromoCodeInput } from './orders.js';

export const PROMOTION_LABEL_MAX_LENGTH = 60;
/** A promotion names at most this many categories and products; a larger scope is better said by category. */
export const PROMOTION_CATEGORY_IDS_MAX = 50;
export const PROMOTION_PRODUCT_IDS_MAX = 500;
const LIMIT_MAX = 10_000_000;

/** A stored code: typed in any case, kept upper case; 4–20 of A–Z and 0–9. */
export const PromoCode = Text()
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, PROMOTION_ADMIN_MESSAGES.codeInvalid);

// What a shopper types in the bag (PromoCodeInput) lives beside the order payload that carries it (orders.ts).

export const PromotionKindSchema = z.enum(PROMOTION_KINDS);

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;
const idList = (max: number) =>
  z
    .array(Id)
    .max(max, ADMIN_MESSAGES.numberTooLarge(max))
    .refine(unique, PROMOTION_ADMIN_MESSAGES.duplicateIds);
const limit = z
  .number({ error: ADMIN_MESSAGES.wholeNumberRequired })
  .int(ADMIN_MESSAGES.wholeNumberRequired)
  .min(1, ADMIN_MESSAGES.numberTooSmall(1))
  .max(LIMIT_MAX, ADMIN_MESSAGES.numberTooLarge(LIMIT_MAX));
const DateTime = z.iso.datetime({ offset: true, error: PROMOTION_ADMIN_MESSAGES.invalidDateTime });

const promotionFields = {
  code: PromoCode,
  /** What the bag shows, e.g. "EXTRA 25% OFF"; without one, "25% OFF" or "₹200 OFF". */
  label: Text()
    .trim()
    .min(1, ADMIN_MESSAGES.fieldRequired)
    .max(PROMOTION_LABEL_MAX_LENGTH, PROMOTION_ADMIN_MESSAGES.labelTooLong(PROMOTION_LABEL_MAX_LENGTH)),
  kind: PromotionKindSchema,
  /** percent: a whole percent 1–100; flat: rupees off (more than 0, whole paise). */
  value: z.number({ error: ADMIN_MESSAGES.numberRequired }).nonnegative(ADMIN_MESSAGES.notNegative),
  /** Rupees; percent only. null: no cap. */
  maxDiscount: RupeeInput.nullable(),
  /** Rupees of the whole bag. null: no minimum. */
  minOrder: RupeeInput.nullable(),
  startsAt: DateTime.nullable(),
  endsAt: DateTime.nullable(),
  usageLimit: limit.nullable(),
  perUserLimit: limit.nullable(),
  firstOrderOnly: z.boolean(),
  categoryIds: idList(PROMOTION_CATEGORY_IDS_MAX),
  productIds: idList(PROMOTION_PRODUCT_IDS_MAX),
  /** Empty: any payment method. */
  paymentMethods: z.array(PaymentMethod).refine(unique, PROMOTION_ADMIN_MESSAGES.duplicateIds),
  active: z.boolean(),
};

interface PromotionChecked {
  kind?: 'percent' | 'flat' | undefined;
  value?: number | undefined;
  maxDiscount?: number | null | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
  usageLimit?: number | null | undefined;
  perUserLimit?: number | null | undefined;
}

/**
 * The checks between fields, each on the field it concerns. On a PATCH they see only what is sent; the API
 * checks the merged promotion with AdminPromotionCreate before it writes, so no edit leaves a bad one.
 */
function checkPromotion(body: PromotionChecked, context: z.core.$RefinementCtx): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  // A negative or non-numeric value already has its own message; these checks add only what is new.
  const value = typeof body.value === 'number' && body.value >= 0 ? body.value : undefined;
  if (
    body.kind === 'percent' &&
    value !== undefined &&
    (!Number.isInteger(value) || value < 1 || value > 100)
  ) {
    issue('value', PROMOTION_ADMIN_MESSAGES.percentRange);
  }
  if (body.kind === 'flat' && value !== undefined) {
    const flat = RupeeInput.safeParse(value);
    if (value === 0) issue('value', PROMOTION_ADMIN_MESSAGES.flatPositive);
    else if (!flat.success) issue('value', flat.error.issues[0]?.message ?? ADMIN_MESSAGES.numberRequired);
  }
  if (typeof body.maxDiscount === 'number') {
    if (body.kind === 'flat') issue('maxDiscount', PROMOTION_ADMIN_MESSAGES.capPercentOnly);
    else if (body.maxDiscount === 0) issue('maxDiscount', PROMOTION_ADMIN_MESSAGES.capPositive);
  }
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
    issue('endsAt', PROMOTION_ADMIN_MESSAGES.windowOrder);
  }
  if (typeof body.usageLimit === 'number' && typeof body.perUserLimit === 'number') {
    if (body.perUserLimit > body.usageLimit)
      issue('perUserLimit', PROMOTION_ADMIN_MESSAGES.perUserAboveTotal);
  }
}

export const AdminPromotionCreate = z
  .object({
    ...promotionFields,
    label: promotionFields.label.optional(),
    maxDiscount: promotionFields.maxDiscount.optional(),
    minOrder: promotionFields.minOrder.optional(),
    startsAt: promotionFields.startsAt.optional(),
    endsAt: promotionFields.endsAt.optional(),
    usageLimit: promotionFields.usageLimit.optional(),
    perUserLimit: promotionFields.perUserLimit.optional(),
    firstOrderOnly: promotionFields.firstOrderOnly.default(false),
    categoryIds: promotionFields.categoryIds.default([]),
    productIds: promotionFields.productIds.default([]),
    paymentMethods: promotionFields.paymentMethods.default([]),
    active: promotionFields.active.default(true),
  })
  .strict()
  .superRefine(checkPromotion);
export type AdminPromotionCreate = z.input<typeof AdminPromotionCreate>;

/** A change to some fields (at least one); null clears an optional one (no cap, no end, no limit). */
export const AdminPromotionPatch = z
  .object({ ...promotionFields, label: promotionFields.label.nullable() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, PROMOTION_ADMIN_MESSAGES.patchEmpty)
  .superRefine(checkPromotion);
export type AdminPromotionPatch = z.input<typeof AdminPromotionPatch>;

/** A promotion as the back office lists it: rupees, ISO instants, and how often it was used. */
export const AdminPromotion = z.object({
  _id: Id,
  code: z.string(),
  label: z.string(),
  kind: PromotionKindSchema,
  value: z.number(),
  maxDiscount: Rupees.nullable(),
  minOrder: Rupees.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  categoryIds: z.array(Id),
  productIds: z.array(Id),
  paymentMethods: z.array(PaymentMethod),
  active: z.boolean(),
  /** Orders placed with it and not cancelled. */
  uses: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;
export const AdminPromotionListResponse = envelope(z.array(AdminPromotion));
export const AdminPromotionResponse = envelope(AdminPromotion);

// ── The bag's quote ───────────────────────────────────────────────────────────────────────────────────

/** `POST /api/cart/quote`: the order payload's lines (same limits), the typed code and the donation. */
export const CartQuoteRequest = z.object({
  products: OrderPayload.shape.products,
  promoCode: PromoCodeInput.optional(),
  donationAmount: OrderPayload.shape.donationAmount,
  /** Once chosen at checkout, so a code for some payment methods only is checked. */
  paymentMethod: PaymentMethod.optional(),
});
export type CartQuoteRequest = z.input<typeof CartQuoteRequest>;

export const CartQuoteLine = z.object({
  product: Id,
  productVariant: Id.nullable(),
  size: z.string(),
  quantity: z.number().int(),
  unitPrice: Rupees,
  /** unitPrice × quantity. */
  amount: Rupees,
  /** This line's share of the promotion's discount. */
  discount: Rupees,
  /** amount − discount. */
  total: Rupees,
  /** Additive (issue 34): one piece at MRP (the contract's `lineMrp`), never below `unitPrice`. */
  mrp: Rupees.optional(),
  /** Additive (issue 34): which return terms apply to this line (the contract's `returnPolicyFor`). */
  returnPolicy: z.enum(RETURN_POLICY_KINDS).optional(),
});
export type CartQuoteLine = z.infer<typeof CartQuoteLine>;

export const AppliedPromotionSummary = z.object({ code: z.string(), label: z.string(), discount: Rupees });
export type AppliedPromotionSummary = z.infer<typeof AppliedPromotionSummary>;

/** Why the typed code (or the welcome offer) is not applied, with the sentence the bag shows. */
export const QuotePromotionRefusal = z.object({
  code: z.string(),
  reason: z.enum(PROMOTION_NOT_APPLIED_REASONS),
  message: z.string(),
});
export type QuotePromotionRefusal = z.infer<typeof QuotePromotionRefusal>;

export const CartQuote = z.object({
  lines: z.array(CartQuoteLine),
  /** The one promotion applied: the typed code or the welcome offer, whichever takes more off. */
  promotion: AppliedPromotionSummary.nullable(),
  /** Why the typed code is not applied (null without a code, or when it is). */
  promotionRefusal: QuotePromotionRefusal.nullable(),
  /** For a shopper not signed in: the welcome offer that signing up unlocks. */
  welcomeOffer: z.object({ code: z.string(), label: z.string(), message: z.string() }).nullable(),
  subtotal: Rupees,
  discount: Rupees,
  delivery: Rupees,
  donation: Rupees,
  /** subtotal − discount + delivery + donation: what the order will charge. */
  total: Rupees,
  /**
   * Additive (issue 34, the checkout's price breakdown): the items at MRP, and what the products' own
   * discounts take off it (mrpTotal − productDiscount = subtotal).
   */
  mrpTotal: Rupees.optional(),
  productDiscount: Rupees.optional(),
  /**
   * Additive (issue 34): the GST included in the goods' price after the promotion, by the contract's tax rule
   * (the donation is not a supply); null when a line's tax class is unknown, so only "GST included" is said.
   */
  gst: Rupees.nullable().optional(),
});
export type CartQuote = z.infer<typeof CartQuote>;
export const CartQuoteResponse = envelope(CartQuote);
