/** Promotions (issue 29): what the bag says about a code, and what the back office's promotion form answers. */
import type { PaymentMethod } from '../constants.js';
import { formatPaise } from '../money.js';
import type { PromotionNotAppliedReason } from '../rules/promotions.js';
import { CHECKOUT_TEXT } from './bag.js';
import { TOASTS } from './toasts.js';

const joinOr = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** Why a code does not apply, shown inline under the bag's promo field (never as the toast). */
export const PROMOTION_REFUSAL_TEXT = {
  unknown: "We couldn't find this code. Please check it and try again.",
  inactive: 'This code is no longer active',
  not_started: "This code isn't live yet. Please try again later.",
  expired: 'This code has expired',
  used_up: 'This code has been fully redeemed',
  sign_in_required: 'Log in or sign up to use this code',
  first_order_only: 'This code is for your first order only',
  per_user_used_up: "You've already used this code",
  not_applicable: "This code doesn't apply to the items in your bag",
  minimum_not_met: (shortByPaise: number) => `Add ${formatPaise(shortByPaise)} more to use this code`,
  payment_method: (methods: readonly PaymentMethod[]) =>
    `This code works only when you pay by ${joinOr(methods.map((method) => CHECKOUT_TEXT.paymentMethods[method]))}`,
  outdone: (appliedLabel: string) => `${appliedLabel} saves you more, so we've applied that instead`,
} as const satisfies Record<PromotionNotAppliedReason, unknown>;

/** The details some reasons carry, as the rule answers them. */
export interface PromotionRefusalDetails {
  reason: PromotionNotAppliedReason;
  shortByPaise?: number;
  paymentMethods?: readonly PaymentMethod[];
  /** For `outdone`: the label of the promotion that was applied instead. */
  appliedLabel?: string;
}

/** The shopper's sentence for a refusal of `applyPromotion` or `bestPromotion`. */
export function promotionRefusalMessage(refusal: PromotionRefusalDetails): string {
  switch (refusal.reason) {
    case 'minimum_not_met':
      return PROMOTION_REFUSAL_TEXT.minimum_not_met(refusal.shortByPaise ?? 0);
    case 'payment_method':
      return PROMOTION_REFUSAL_TEXT.payment_method(refusal.paymentMethods ?? []);
    case 'outdone':
      return PROMOTION_REFUSAL_TEXT.outdone(refusal.appliedLabel ?? 'Another offer');
    default:
      return PROMOTION_REFUSAL_TEXT[refusal.reason];
  }
}

/** The bag's promotion lines. */
export const PROMOTION_TEXT = {
  /** SPEC §8's toast, for a code that applies. */
  applied: TOASTS.promoApplied.title,
  discount: 'Discount',
  remove: 'Remove',
  /** The line under the promo field when an offer is applied, e.g. "WELCOME25 · EXTRA 25% OFF". */
  appliedLine: (code: string, label: string) => `${code} · ${label}`,
  youSave: (discountPaise: number) => `You save ${formatPaise(discountPaise)}`,
  /** An anonymous shopper's invitation to the welcome offer. */
  welcomeUnlock: (label: string) => `Sign up or log in to get ${label} on your first order`,
  /** The link under the invitation, to /signup. */
  signUp: 'Sign up',
  /** The promo field's state for screen readers while the server prices the bag. */
  updating: 'Updating your total…',
  /** The order card's and back office's line for an order placed with a promotion. */
  orderDiscount: (code: string | null | undefined) => (code ? `Discount (${code})` : 'Discount'),
  /** Applied without typing: the shopper's first order. */
  welcomeApplied: (label: string) => `${label} on your first order, applied for you`,
  /** At placement, when a code the bag showed no longer applies (used up in a race, expired meanwhile). */
  noLongerApplies: 'This code no longer applies to your order. Please review your bag.',
  /** At placement, when the offer still applies but takes off another amount than the bag showed. */
  offerChanged: 'This offer changed; please review your bag',
} as const;

/** The back office's promotion form and answers. */
export const PROMOTION_ADMIN_MESSAGES = {
  codeInvalid: 'A code is 4 to 20 letters (A–Z) and digits (0–9), without spaces',
  codeTaken: 'Another promotion already uses this code',
  percentRange: 'A percentage off is a whole number from 1 to 100',
  flatPositive: 'The amount off must be more than ₹0',
  capPercentOnly: 'A maximum discount applies only to a percentage off',
  capPositive: 'The maximum discount must be more than ₹0',
  windowOrder: 'The end must be after the start',
  invalidDateTime: 'Dates must be ISO date-times, e.g. 2026-03-01T00:00:00+05:30',
  perUserAboveTotal: 'The limit per shopper cannot be above the total limit',
  duplicateIds: 'Each item may appear once',
  patchEmpty: 'Send at least one field to change',
  /** The welcome offer is found by its code, so it keeps it; everything else about it is the owner's. */
  welcomeCodeFixed: 'The welcome offer keeps its code; change its cap, minimum or dates instead',
  labelTooLong: (max: number) => `At most ${max} characters`,
  notFound: 'Promotion not found',
  created: 'Promotion created',
  updated: 'Promotion updated',
  ended: 'Promotion ended',
} as const;
