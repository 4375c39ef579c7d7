/**
 * Promotions (issue 29): whether a code applies to a bag, how much it takes off, and how that discount is
 * spread over the lines, all in integer paise. The API's quote and order placement call this one rule, so the
 * bag, the order, its lines and the Razorpay amount carry the same paise.
 *
 * Decisions, each for a reason:
 * - The minimum is on the bag's value (every line, before any discount), as Myntra and the "minimum
 *   bag value" read it; the discount itself is taken only from the lines in scope.
 * - A percent is floored to the paisa (the store never gives away a fraction of a paisa it did not promise),
 *   then capped; a flat amount is capped at the value of the lines in scope.
 * - The discount is spread over the lines in scope in proportion to their value by the largest-remainder
 *   method: each line gets its floored share, and the paise left over go one each to the lines with the
 *   largest fractions (the larger line first on a tie). Giving all the leftover paise to the largest line, as
 *   the issue first put it, can overfill it (lines of ₹0.01 × 4 and ₹1, 103 paise off: the ₹1 line would get
 *   103 paise); this way no line ever gets more than its amount, and none gets less than 0.
 * - Categories and products in scope are a union: a line is in scope if its product is listed or its category
 *   is; both empty means every line.
 * - The validity window includes its start and excludes its end.
 * - A code that is first-order-only or limited per shopper needs a signed-in shopper, to know who is asking.
 * - Without a payment method (the bag, before one is chosen) the payment-method condition is not checked;
 *   the order always names one, and is checked then.
 * - The donation is never a line here: it is not a sale (DESIGN §10), so it is never discounted and never
 *   counts towards a minimum.
 * - One promotion per order: `bestPromotion` takes the larger discount; a tie goes to the earlier candidate,
 *   and the API lists the code the shopper typed first, so a shopper who typed a code sees that code applied.
 */
import { type PaymentMethod, SIGNUP_EXTRA_OFF_PERCENT } from '../constants.js';
import { formatPaise, sumPaise } from '../money.js';

export const PROMOTION_KINDS = ['percent', 'flat'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMO_CODE_MIN_LENGTH = 4;
export const PROMO_CODE_MAX_LENGTH = 20;
/** A stored code: upper-case letters and digits only, so a code read aloud or typed on a phone is unambiguous. */
export const PROMO_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${PROMO_CODE_MIN_LENGTH},${PROMO_CODE_MAX_LENGTH}}$`);

export interface Promotion {
  /** Upper case, PROMO_CODE_PATTERN. */
  code: string;
  /** What the bag shows, e.g. "EXTRA 25% OFF". */
  label: string;
  kind: PromotionKind;
  /** percent: 1–100 (percent off); flat: paise off. */
  value: number;
  /** percent only: the most it takes off, in paise. */
  maxDiscountPaise?: number | null;
  /** The bag's value (all lines, before discount) must be at least this, in paise. */
  minOrderPaise?: number | null;
  /** Valid from this instant (inclusive)… */
  startsAt?: Date | string | null;
  /** …until this one (exclusive). */
  endsAt?: Date | string | null;
  /** Uses by all shoppers together. */
  usageLimit?: number | null;
  /** Uses by one shopper. */
  perUserLimit?: number | null;
  /** Only for a shopper who has never placed an order. */
  firstOrderOnly?: boolean;
  /** In scope: lines of these categories or these products; both empty means every line. */
  categoryIds?: readonly string[];
  productIds?: readonly string[];
  /** Only when paying by one of these; empty means any. */
  paymentMethods?: readonly PaymentMethod[];
  active: boolean;
}

/** One line of the bag as the rule sees it. The donation is never one (it is not a sale). */
export interface PromotionLine {
  /** Unique within the bag, e.g. cartLineKey(); the allocation answers by it. */
  key: string;
  productId: string;
  categoryId: string | null;
  unitPricePaise: number;
  quantity: number;
  /** unitPricePaise × quantity. */
  amountPaise: number;
}

export interface PromotionUsage {
  /** Uses by all shoppers (placed, not cancelled, orders). */
  total: number;
  /** Uses by this shopper. */
  byUser: number;
}

export interface PromotionContext {
  now: Date;
  /** Unknown in the bag before checkout; then the condition is not checked. */
  paymentMethod?: PaymentMethod | null;
  signedIn: boolean;
  /** The signed-in shopper has never placed an order (the API decides what counts). */
  isFirstOrder?: boolean;
  /** Uses so far, by upper-case code; a code not listed has never been used. */
  usage?: Readonly<Record<string, PromotionUsage>>;
}

/** Why a promotion does not apply to this bag, in the order they are checked. */
export const PROMOTION_REFUSAL_REASONS = [
  'unknown',
  'inactive',
  'not_started',
  'expired',
  'used_up',
  'sign_in_required',
  'first_order_only',
  'per_user_used_up',
  'not_applicable',
  'minimum_not_met',
  'payment_method',
] as const;
export type PromotionRefusalReason = (typeof PROMOTION_REFUSAL_REASONS)[number];
/** Beyond the rule's own reasons: the promotion applied but another took more off. */
export const PROMOTION_NOT_APPLIED_REASONS = [...PROMOTION_REFUSAL_REASONS, 'outdone'] as const;
export type PromotionNotAppliedReason = (typeof PROMOTION_NOT_APPLIED_REASONS)[number];

export interface LineDiscount {
  key: string;
  discountPaise: number;
}

export interface PromotionApplied {
  ok: true;
  discountPaise: number;
  /** Every line of the bag, in the order given; lines out of scope get 0. Sums to discountPaise exactly. */
  lines: LineDiscount[];
}

export type PromotionRefusal =
  | { ok: false; reason: 'minimum_not_met'; shortByPaise: number }
  | { ok: false; reason: 'payment_method'; paymentMethods: readonly PaymentMethod[] }
  | { ok: false; reason: Exclude<PromotionRefusalReason, 'minimum_not_met' | 'payment_method'> };

export type PromotionResult = PromotionApplied | PromotionRefusal;

/**
 * The welcome offer's default: every account that has never placed an order gets it without typing anything.
 * The owner edits its cap and minimum in the database; this is the seed and the fallback.
 */
export const WELCOME_OFFER = {
  code: `WELCOME${SIGNUP_EXTRA_OFF_PERCENT}`,
  label: `EXTRA ${SIGNUP_EXTRA_OFF_PERCENT}% OFF`,
  kind: 'percent',
  value: SIGNUP_EXTRA_OFF_PERCENT,
  maxDiscountPaise: 500_00,
  minOrderPaise: null,
  firstOrderOnly: true,
  active: true,
} as const satisfies Promotion;

/** What a shopper typed, as codes are stored: spaces around dropped, upper case. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isPromoCode(code: string): boolean {
  return PROMO_CODE_PATTERN.test(code);
}

/** The label a promotion gets when the owner gives none: "25% OFF", "₹200 OFF". */
export function defaultPromotionLabel(kind: PromotionKind, value: number): string {
  return kind === 'percent' ? `${value}% OFF` : `${formatPaise(value)} OFF`;
}

const assertPaise = (value: number, what: string) => {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole paise ≥ 0: ${value}`);
};

/** A bag the caller built wrong is a bug, not a shopper's mistake: it throws rather than misprices. */
function assertLines(lines: readonly PromotionLine[]): void {
  const keys = new Set<string>();
  for (const line of lines) {
    assertPaise(line.unitPricePaise, 'A unit price');
    assertPaise(line.amountPaise, 'A line amount');
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`A quantity must be a whole number ≥ 1: ${line.quantity}`);
    }
    if (line.amountPaise !== line.unitPricePaise * line.quantity) {
      throw new RangeError(`Line ${line.key}: amount is not unit price × quantity`);
    }
    if (keys.has(line.key)) throw new RangeError(`Line key used twice: ${line.key}`);
    keys.add(line.key);
  }
}

const instant = (value: Date | string | null | undefined): number | null =>
  value === null || value === undefined ? null : new Date(value).getTime();

const hasLimit = (limit: number | null | undefined): limit is number => typeof limit === 'number';

/** Whether the line is in the promotion's scope of categories and products (a union; both empty: all). */
export function isLineInScope(line: PromotionLine, promotion: Promotion): boolean {
  const productIds = promotion.productIds ?? [];
  const categoryIds = promotion.categoryIds ?? [];
  if (productIds.length === 0 && categoryIds.length === 0) return true;
  return (
    productIds.includes(line.productId) || (line.categoryId !== null && categoryIds.includes(line.categoryId))
  );
}

/** The bag's value a minimum is measured against: every line, before discount, without the donation. */
export function promotionBagValuePaise(lines: readonly PromotionLine[]): number {
  return sumPaise(lines.map((line) => line.amountPaise));
}

/** The conditions that do not depend on the lines, in the order a shopper should hear about them. */
function refuseByConditions(promotion: Promotion, context: PromotionContext): PromotionRefusal | null {
  const now = context.now.getTime();
  const startsAt = instant(promotion.startsAt);
  const endsAt = instant(promotion.endsAt);
  const usage = context.usage?.[promotion.code] ?? { total: 0, byUser: 0 };
  const needsAccount = promotion.firstOrderOnly === true || hasLimit(promotion.perUserLimit);

  if (!promotion.active) return { ok: false, reason: 'inactive' };
  if (startsAt !== null && now < startsAt) return { ok: false, reason: 'not_started' };
  if (endsAt !== null && now >= endsAt) return { ok: false, reason: 'expired' };
  if (hasLimit(promotion.usageLimit) && usage.total >= promotion.usageLimit) {
    return { ok: false, reason: 'used_up' };
  }
  if (needsAccount && !context.signedIn) return { ok: false, reason: 'sign_in_required' };
  if (promotion.firstOrderOnly && context.isFirstOrder !== true)
    return { ok: false, reason: 'first_order_only' };
  if (hasLimit(promotion.perUserLimit) && usage.byUser >= promotion.perUserLimit) {
    return { ok: false, reason: 'per_user_used_up' };
  }
  return null;
}

/**
 * How much the promotion takes off lines worth `eligiblePaise`: a percent floored to the paisa, then capped;
 * a flat amount; never more than the lines are worth, never negative. A percent is taken in hundredths
 * (basis points) so that 12.5 % is exact, not a float's neighbour.
 */
export function promotionDiscountPaise(promotion: Promotion, eligiblePaise: number): number {
  assertPaise(eligiblePaise, 'The eligible value');
  const raw =
    promotion.kind === 'percent'
      ? Math.floor((eligiblePaise * Math.round(promotion.value * 100)) / 10_000)
      : Math.floor(promotion.value);
  const capped = hasLimit(promotion.maxDiscountPaise) ? Math.min(raw, promotion.maxDiscountPaise) : raw;
  return Math.max(0, Math.min(capped, eligiblePaise));
}

/**
 * `discountPaise` spread over `amounts` in proportion, by largest remainder: floored shares, then one paisa
 * each to the largest fractions (ties: the larger amount, then the earlier index). The shares sum to
 * `discountPaise` exactly, and none passes its amount: a share gets its extra paisa only if its exact value
 * has a fraction, so floor + 1 ≤ exact share ≤ amount (the fractions sum to the paise left over, each below 1,
 * so there are always more fractional shares than paise to hand out).
 */
export function allocateDiscountPaise(amounts: readonly number[], discountPaise: number): number[] {
  amounts.forEach((amount) => {
    assertPaise(amount, 'An amount');
  });
  assertPaise(discountPaise, 'A discount');
  const total = sumPaise(amounts);
  if (discountPaise > total) throw new RangeError(`A discount of ${discountPaise} exceeds ${total}`);
  if (discountPaise === 0) return amounts.map(() => 0);
  // In BigInt: a line's amount × the discount can pass 2^53 (20 lines of ₹10 lakh × 10 is 2 × 10^10 paise).
  const bigTotal = BigInt(total);
  const exact = amounts.map((amount) => BigInt(amount) * BigInt(discountPaise));
  const shares = exact.map((product) => Number(product / bigTotal));
  const fractions = exact.map((product) => product % bigTotal);
  let left = discountPaise - sumPaise(shares);
  const byFraction = (a: number, b: number) => {
    const [fa, fb] = [fractions[a] as bigint, fractions[b] as bigint];
    return fa === fb ? 0 : fa > fb ? -1 : 1;
  };
  const order = amounts
    .map((_, index) => index)
    .sort((a, b) => byFraction(a, b) || (amounts[b] as number) - (amounts[a] as number) || a - b);
  for (const index of order) {
    if (left === 0) break;
    shares[index] = (shares[index] as number) + 1;
    left -= 1;
  }
  return shares;
}

/** Whether `promotion` applies to this bag now, and if it does, the discount of each line in paise. */
export function applyPromotion(
  lines: readonly PromotionLine[],
  promotion: Promotion | null | undefined,
  context: PromotionContext,
): PromotionResult {
  assertLines(lines);
  if (!promotion) return { ok: false, reason: 'unknown' };
  const refused = refuseByConditions(promotion, context);
  if (refused) return refused;

  const inScope = lines.map((line) => isLineInScope(line, promotion) && line.amountPaise > 0);
  const eligiblePaise = sumPaise(lines.map((line, index) => (inScope[index] ? line.amountPaise : 0)));
  if (eligiblePaise === 0) return { ok: false, reason: 'not_applicable' };

  const bagPaise = promotionBagValuePaise(lines);
  if (hasLimit(promotion.minOrderPaise) && bagPaise < promotion.minOrderPaise) {
    return { ok: false, reason: 'minimum_not_met', shortByPaise: promotion.minOrderPaise - bagPaise };
  }
  const methods = promotion.paymentMethods ?? [];
  if (context.paymentMethod && methods.length > 0 && !methods.includes(context.paymentMethod)) {
    return { ok: false, reason: 'payment_method', paymentMethods: methods };
  }

  const discountPaise = promotionDiscountPaise(promotion, eligiblePaise);
  const shares = allocateDiscountPaise(
    lines.map((line, index) => (inScope[index] ? line.amountPaise : 0)),
    discountPaise,
  );
  return {
    ok: true,
    discountPaise,
    lines: lines.map((line, index) => ({ key: line.key, discountPaise: shares[index] as number })),
  };
}

export interface AppliedPromotion {
  promotion: Promotion;
  discountPaise: number;
  lines: LineDiscount[];
}

export type PromotionNotApplied =
  | { promotion: Promotion; refusal: PromotionRefusal }
  | { promotion: Promotion; refusal: { ok: false; reason: 'outdone'; discountPaise: number } };

export interface PromotionChoice {
  /** The one promotion the order gets, or null when none applies. */
  applied: AppliedPromotion | null;
  /** Every other candidate, in the order given, with why it was not applied. */
  notApplied: PromotionNotApplied[];
}

/**
 * One promotion per order: of the candidates that apply, the one that takes the most off. A tie goes to the
 * earlier candidate, so the caller lists the code the shopper typed before the welcome offer.
 */
export function bestPromotion(
  lines: readonly PromotionLine[],
  candidates: readonly Promotion[],
  context: PromotionContext,
): PromotionChoice {
  const results = candidates.map((promotion) => ({
    promotion,
    result: applyPromotion(lines, promotion, context),
  }));
  let bestIndex = -1;
  results.forEach(({ result }, index) => {
    const bestResult = results[bestIndex]?.result;
    if (result.ok && !(bestResult?.ok && bestResult.discountPaise >= result.discountPaise)) bestIndex = index;
  });
  const winner = results[bestIndex];
  const best: AppliedPromotion | null =
    winner?.result.ok === true
      ? {
          promotion: winner.promotion,
          discountPaise: winner.result.discountPaise,
          lines: winner.result.lines,
        }
      : null;
  const notApplied = results.flatMap(({ promotion, result }, index): PromotionNotApplied[] => {
    if (index === bestIndex) return [];
    if (!result.ok) return [{ promotion, refusal: result }];
    return [{ promotion, refusal: { ok: false, reason: 'outdone', discountPaise: result.discountPaise } }];
  });
  return { applied: best, notApplied };
}

export interface LineAfterDiscount {
  key: string;
  amountPaise: number;
  discountPaise: number;
  /** What the line is sold for after its discount (tax-inclusive): the value the GST rule reads tax from. */
  netPaise: number;
}

/**
 * Each line's amount after its share of the discount (DESIGN §10: a discount is allocated to lines before
 * tax). With no promotion, every line keeps its amount.
 */
export function linesAfterDiscount(
  lines: readonly PromotionLine[],
  discounts: readonly LineDiscount[] | null | undefined,
): LineAfterDiscount[] {
  const byKey = new Map((discounts ?? []).map((line) => [line.key, line.discountPaise]));
  return lines.map((line) => {
    const discountPaise = byKey.get(line.key) ?? 0;
    if (discountPaise > line.amountPaise) throw new RangeError(`Line ${line.key}: discount above its amount`);
    return {
      key: line.key,
      amountPaise: line.amountPaise,
      discountPaise,
      netPaise: line.amountPaise - discountPaise,
    };
  });
}
