/**
 * Redeeming a promotion as an order is placed (issue 29), inside the order's own transaction, race-safe:
 * the candidate promotions' rows are locked (in id order), their live uses counted again under the lock, the
 * rule applied again with the order's payment method, and the winner's per-line discounts answered. The
 * placement then writes its order with those discounts and records the redemption in the same transaction,
 * so 50 orders racing for a code limited to 10 give exactly 10: each counts what the ones before it
 * committed. A shopper never pays more than they were shown: a typed code that no longer applies, or a
 * discount other than the one the bag showed, is a 409 and no order.
 *
 * Two calls, not one, because the redemption names its order and the order's totals need the discount
 * first: `redeemPromotion` before the order is written, `recordRedemption` once it is (an order whose stock
 * ran out writes nothing, and neither does its claim). Lock order: promotions before products, like the
 * payment attempt, so placing, cancelling and verifying never wait on each other in a circle.
 */
import {
  bestPromotion,
  type LineDiscount,
  normalizePromoCode,
  type PaymentMethod,
  PROMOTION_TEXT,
  promotionRefusalMessage,
  WELCOME_OFFER,
} from '@zari/contract';
import type { Transaction } from '../../db/client.js';
import { ConflictError, withCode } from '../../lib/errors.js';
import { isWelcomeOffer, toRulePromotion } from './promotion.js';
import { lineKey, type PricedLine, promotionLines, usageByCode } from './promotion-lines.js';
import {
  countUses,
  insertRedemption,
  isFirstOrder,
  lockPromotionsByCode,
  type PromotionRow,
  releaseRedemptionOf,
} from './repository.js';

export interface RedeemPromotionInput {
  userId: string;
  /** The code the order payload carries (any case, as typed); absent: only the welcome offer may apply. */
  promoCode?: string | null | undefined;
  /** The order's priced lines (its draft lines: position, product, unit price, quantity). */
  lines: readonly PricedLine[];
  paymentMethod: PaymentMethod;
  now: Date;
  /**
   * The discount the bag showed (the quote's), when the client says: any other amount is a 409, so the
   * shopper reviews the bag rather than pays what they did not see.
   */
  expectedDiscountPaise?: number | undefined;
}

/** What the order gets: which promotion, how much off in all, and each line's share by position. */
export interface PromotionClaim {
  promotionId: string;
  code: string;
  label: string;
  userId: string;
  discountPaise: number;
  /** Every line of the order, by position; lines out of scope get 0. Sums to discountPaise. */
  lines: { position: number; discountPaise: number }[];
}

const byPosition = (lines: readonly PricedLine[], discounts: readonly LineDiscount[]) => {
  const byKey = new Map(discounts.map((line) => [line.key, line.discountPaise]));
  return lines.map((line) => ({ position: line.position, discountPaise: byKey.get(lineKey(line)) ?? 0 }));
};

/**
 * Decides, under the promotions' row locks, the promotion an order gets: null for none. Throws a 409 with
 * the shopper's sentence when the typed code does not apply, or when the discount is not the one shown.
 */
export async function redeemPromotion(
  tx: Transaction,
  input: RedeemPromotionInput,
): Promise<PromotionClaim | null> {
  const typed = input.promoCode ? normalizePromoCode(input.promoCode) : '';
  const rows = await lockPromotionsByCode(tx, [...new Set([typed, WELCOME_OFFER.code].filter(Boolean))]);
  const typedRow = rows.find((row) => row.code === typed);
  if (typed && !typedRow) throw new ConflictError(promotionRefusalMessage({ reason: 'unknown' }));
  const welcomeRow = rows.find((row) => isWelcomeOffer(row) && row !== typedRow);
  const candidates = [typedRow, welcomeRow].filter((row): row is PromotionRow => row !== undefined);

  // Counted after the locks: each statement reads what the orders before this one committed.
  const counts = await countUses(
    tx,
    candidates.map((row) => row.id),
    input.userId,
  );
  const lines = await promotionLines(tx, input.lines);
  const choice = bestPromotion(lines, candidates.map(toRulePromotion), {
    now: input.now,
    paymentMethod: input.paymentMethod,
    signedIn: true,
    isFirstOrder: await isFirstOrder(tx, input.userId),
    usage: usageByCode(candidates, counts),
  });

  const typedRefusal = choice.notApplied.find((entry) => entry.promotion.code === typed)?.refusal;
  if (typedRefusal && typedRefusal.reason !== 'outdone') {
    const shortByPaise = 'shortByPaise' in typedRefusal ? typedRefusal.shortByPaise : undefined;
    const paymentMethods = 'paymentMethods' in typedRefusal ? typedRefusal.paymentMethods : undefined;
    throw withCode(
      new ConflictError(
        promotionRefusalMessage({
          reason: typedRefusal.reason,
          ...(shortByPaise !== undefined ? { shortByPaise } : {}),
          ...(paymentMethods !== undefined ? { paymentMethods } : {}),
        }),
      ),
      `promotion.${typedRefusal.reason}`,
      shortByPaise !== undefined
        ? [shortByPaise]
        : paymentMethods !== undefined
          ? [paymentMethods]
          : undefined,
    );
  }
  const discountPaise = choice.applied?.discountPaise ?? 0;
  if (input.expectedDiscountPaise !== undefined && input.expectedDiscountPaise !== discountPaise) {
    throw new ConflictError(PROMOTION_TEXT.offerChanged);
  }
  const applied = choice.applied;
  const row = applied && candidates.find((candidate) => candidate.code === applied.promotion.code);
  if (!applied || !row) return null;
  return {
    promotionId: row.id,
    code: row.code,
    label: row.label,
    userId: input.userId,
    discountPaise,
    lines: byPosition(input.lines, applied.lines),
  };
}

/** Records the claim against the order just written, in the same transaction (its use now counts). */
export async function recordRedemption(tx: Transaction, claim: PromotionClaim, orderId: string, now: Date) {
  await insertRedemption(tx, {
    promotionId: claim.promotionId,
    orderId,
    userId: claim.userId,
    discountPaise: claim.discountPaise,
    createdAt: now,
  });
}

/**
 * Gives a cancelled order's use back, in the cancel's transaction; the order keeps its discount as
 * charged. Answers whether the order had a live redemption (a second cancel releases nothing).
 */
export function releaseRedemption(tx: Transaction, orderId: string, now: Date): Promise<boolean> {
  return releaseRedemptionOf(tx, orderId, now);
}
