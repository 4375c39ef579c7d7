/**
 * An order's promotion (issue 29): the promotions module decides it, under its row locks, inside the order's
 * own transaction (`redeem` before the products are locked: the promotions' lock order), and the order is
 * written with the discount the claim answers: the order's total is subtotal − discount + donation and each
 * line carries its share by position, stored in paise and never recomputed. A shopper never pays other than
 * what they were shown: the bag's discount, when the client sends it, must be the one redeemed (else 409).
 */
import { type OrderPayload, rupeesToPaise } from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { OrderDraft } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { PromotionClaim } from '../promotions/redeem-promotion.js';
import type { PromotionsService } from '../promotions/service.js';
import { checkCodLimit, type PricedOrder } from './price-order.js';

/** What orders ask of promotions, each inside the caller's transaction (built in app.ts). */
export type OrderPromotions = Pick<
  PromotionsService,
  'welcomeOfferLive' | 'redeem' | 'recordRedemption' | 'releaseRedemption'
>;

/** Whether a draft priced earlier (a payment's) carries a promotion to redeem again when it is placed. */
export const carriesPromotion = (draft: OrderDraft) =>
  (draft.discountPaise ?? 0) > 0 || Boolean(draft.promoCode);

/** The draft with the claim's discount: each line's share by position, the total less the discount. */
export function withDiscount(draft: OrderDraft, claim: PromotionClaim | null): OrderDraft {
  const shares = new Map((claim?.lines ?? []).map((line) => [line.position, line.discountPaise]));
  const discountPaise = claim?.discountPaise ?? 0;
  return {
    ...draft,
    lines: draft.lines.map((line) => ({ ...line, discountPaise: shares.get(line.position) ?? 0 })),
    discountPaise,
    promotionCode: claim?.code ?? null,
    totalPaise: draft.subtotalPaise - discountPaise + draft.donationPaise,
  };
}

/** The bag's discount as the client echoes it (the quote's `discount`, rupees), in paise. */
export const expectedDiscountOf = (payload: Pick<OrderPayload, 'expectedDiscount'>) =>
  payload.expectedDiscount === undefined ? undefined : rupeesToPaise(payload.expectedDiscount);

export type DiscountOrder = ReturnType<typeof createDiscountOrder>;

export function createDiscountOrder({
  db,
  clock,
  promotions,
}: {
  db: Database;
  clock: Clock;
  promotions: OrderPromotions;
}) {
  /**
   * Redeems the draft's promotion in `tx` (locking the promotions' rows first) and answers the discounted
   * draft, checked against the COD limit, with the claim to record once the order row exists.
   */
  async function redeemInto(
    tx: Transaction,
    userId: string,
    draft: OrderDraft,
    expectedDiscountPaise: number | undefined,
  ) {
    const claim = await promotions.redeem(tx, {
      userId,
      promoCode: draft.promoCode,
      lines: draft.lines,
      paymentMethod: draft.paymentMethod,
      now: clock.now(),
      expectedDiscountPaise,
    });
    return { claim, draft: checkCodLimit(withDiscount(draft, claim)) };
  }

  /**
   * Whether placing this order may take a promotion: a typed code, or the shopper's first order while the
   * welcome offer is on (asked only for a first order). Such an order is placed in a transaction of its own;
   * every other COD order may share a batch.
   */
  async function mayTakePromotion({ draft, firstOrder }: PricedOrder) {
    return Boolean(draft.promoCode) || (firstOrder && (await promotions.welcomeOfferLive()));
  }

  return {
    mayTakePromotion,
    redeemInto,

    /** Records the claim against the order just written, in the same transaction (its use now counts). */
    record(tx: Transaction, claim: PromotionClaim | null, orderId: string) {
      return claim ? promotions.recordRedemption(tx, claim, orderId, clock.now()) : undefined;
    },

    /**
     * The order as it will be charged, without placing it: what a payment is asked for (the Razorpay amount
     * is this total). The promotion is decided as the placement will decide it, in a short transaction that
     * writes nothing; the placement redeems again and must find the same discount.
     */
    async price(userId: string, priced: PricedOrder, expectedDiscountPaise?: number): Promise<OrderDraft> {
      if (!(await mayTakePromotion(priced))) return checkCodLimit(priced.draft);
      return db.transaction(
        async (tx) => (await redeemInto(tx, userId, priced.draft, expectedDiscountPaise)).draft,
      );
    },
  };
}
