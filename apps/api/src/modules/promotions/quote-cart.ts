/**
 * The bag's quote (issue 29, DESIGN §10: the server's quote is the one price): the lines priced exactly as
 * an order prices them (the orders service's own pricing), then the one promotion that takes the most off,
 * of the code the shopper typed and, for a signed-in shopper on their first order, the welcome offer. The
 * figures are the rule's paise, answered in rupees; the order will carry the same ones.
 */
import {
  bagTotalPaise,
  bestPromotion,
  type CartQuote,
  DELIVERY_FEE_RUPEES,
  isPromoCode,
  lineMrp,
  normalizePromoCode,
  PROMOTION_TEXT,
  type PromotionNotApplied,
  type PromotionRefusalDetails,
  paiseToRupees,
  promotionRefusalMessage,
  returnPolicyFor,
  rupeesToPaise,
  sumPaise,
  type TaxClass,
  taxLine,
  WELCOME_OFFER,
} from '@zari/contract';
import type { CartQuoteRequest } from '@zari/contract/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { OrdersService } from '../orders/service.js';
import { isWelcomeOffer, toRulePromotion } from './promotion.js';
import { lineKey, promotionLines, usageByCode } from './promotion-lines.js';
import {
  countUses,
  findPromotionsByCode,
  isFirstOrder,
  type ProductTerms,
  type PromotionRow,
  productTerms,
} from './repository.js';

/** Who asks: a signed-in shopper's id, or null for a visitor. */
export interface QuoteShopper {
  id: string;
}

export type QuoteCart = ReturnType<typeof createQuoteCart>;

export function createQuoteCart(deps: {
  db: Database;
  clock: Clock;
  orders: Pick<OrdersService, 'priceBag'>;
  /** The store's tax classes (settings), for the GST the total includes; without it the quote says none. */
  taxClasses?: () => Promise<readonly TaxClass[]>;
}) {
  const { db, clock, orders } = deps;

  /**
   * The GST inside the goods' price after the promotion (issue 34), by the contract's rule per line; the
   * total is the same inside or outside the store's state (only its split differs), so no address is needed.
   * Null when a line's class is not known.
   */
  function gstPaiseOf(
    lines: readonly { productId: string; quantity: number; inclusivePaise: number }[],
    terms: ReadonlyMap<string, ProductTerms>,
    classes: readonly TaxClass[] | null,
  ): number | null {
    if (!classes) return null;
    let total = 0;
    for (const line of lines) {
      const taxClass = classes.find((candidate) => candidate.id === terms.get(line.productId)?.taxClass);
      if (!taxClass) return null;
      if (line.inclusivePaise === 0) continue;
      total += taxLine({
        inclusivePaise: line.inclusivePaise,
        quantity: line.quantity,
        taxClass,
        supply: 'inter',
      }).taxPaise;
    }
    return total;
  }

  /** Why the typed code is not applied, in the bag's words; null when it is applied. */
  function refusalOf(code: string, notApplied: PromotionNotApplied | undefined, appliedLabel?: string) {
    if (!notApplied) return null;
    const { refusal } = notApplied;
    const details: PromotionRefusalDetails = {
      reason: refusal.reason,
      ...('shortByPaise' in refusal ? { shortByPaise: refusal.shortByPaise } : {}),
      ...('paymentMethods' in refusal ? { paymentMethods: refusal.paymentMethods } : {}),
      ...(appliedLabel ? { appliedLabel } : {}),
    };
    return { code, reason: refusal.reason, message: promotionRefusalMessage(details) };
  }

  /** A visitor's invitation: only while the welcome offer is on and live. */
  function welcomeHint(welcome: PromotionRow | undefined, now: Date) {
    if (!welcome?.active) return null;
    if (welcome.startsAt && now < welcome.startsAt) return null;
    if (welcome.endsAt && now >= welcome.endsAt) return null;
    return { code: welcome.code, label: welcome.label, message: PROMOTION_TEXT.welcomeUnlock(welcome.label) };
  }

  return async function quoteCart(
    shopper: QuoteShopper | null,
    request: z.output<typeof CartQuoteRequest>,
  ): Promise<CartQuote> {
    const now = clock.now();
    const priced = await orders.priceBag(request.products);
    const lines = await promotionLines(db, priced);

    // A typed text that cannot be a code is an unknown code (a reason under the field), not a bad request.
    const typed = request.promoCode ? normalizePromoCode(request.promoCode) : '';
    const codes = [...(isPromoCode(typed) ? [typed] : []), WELCOME_OFFER.code];
    const rows = await findPromotionsByCode(db, [...new Set(codes)]);
    const typedRow = rows.find((row) => row.code === typed);
    const welcomeRow = rows.find(isWelcomeOffer);
    // The typed code first: on a tie it is the one applied, so the shopper sees the code they typed.
    const candidates = [typedRow, shopper && welcomeRow !== typedRow ? welcomeRow : undefined].filter(
      (row): row is PromotionRow => row !== undefined,
    );
    const counts = await countUses(
      db,
      candidates.map((row) => row.id),
      shopper?.id ?? null,
    );
    const choice = bestPromotion(lines, candidates.map(toRulePromotion), {
      now,
      paymentMethod: request.paymentMethod ?? null,
      signedIn: shopper !== null,
      isFirstOrder: shopper ? await isFirstOrder(db, shopper.id) : false,
      usage: usageByCode(candidates, counts),
    });

    const discounts = new Map((choice.applied?.lines ?? []).map((line) => [line.key, line.discountPaise]));
    const subtotalPaise = sumPaise(lines.map((line) => line.amountPaise));
    const discountPaise = choice.applied?.discountPaise ?? 0;
    const donationRupees = request.donationAmount ?? 0;
    const typedRefusal = !typed
      ? null
      : typedRow
        ? refusalOf(
            typed,
            choice.notApplied.find((entry) => entry.promotion.code === typed),
            choice.applied?.promotion.label,
          )
        : {
            code: typed,
            reason: 'unknown' as const,
            message: promotionRefusalMessage({ reason: 'unknown' }),
          };

    const terms = await productTerms(db, [...new Set(priced.map((line) => line.productId))]);
    const classes = deps.taxClasses ? await deps.taxClasses().catch(() => null) : null;
    const mrpPaiseOf = (line: (typeof priced)[number]) =>
      Math.max(
        line.unitPricePaise,
        lineMrp({
          variantDiscountedPrice: line.variantDiscountedPricePaise,
          variantPrice: line.variantPricePaise,
          productDiscountedAmount: line.productDiscountedPaise,
          productAmount: line.productAmountPaise,
        }),
      );
    const mrpTotalPaise = sumPaise(priced.map((line) => mrpPaiseOf(line) * line.quantity));
    const gstPaise = gstPaiseOf(
      priced.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        inclusivePaise: line.unitPricePaise * line.quantity - (discounts.get(lineKey(line)) ?? 0),
      })),
      terms,
      classes,
    );

    return {
      lines: priced.map((line) => {
        const amountPaise = line.unitPricePaise * line.quantity;
        const lineDiscount = discounts.get(lineKey(line)) ?? 0;
        const facts = terms.get(line.productId);
        return {
          product: line.productId,
          productVariant: line.variantId,
          size: line.size,
          quantity: line.quantity,
          unitPrice: paiseToRupees(line.unitPricePaise),
          amount: paiseToRupees(amountPaise),
          discount: paiseToRupees(lineDiscount),
          total: paiseToRupees(amountPaise - lineDiscount),
          mrp: paiseToRupees(mrpPaiseOf(line)),
          ...(facts ? { returnPolicy: returnPolicyFor(facts).kind } : {}),
        };
      }),
      promotion: choice.applied
        ? {
            code: choice.applied.promotion.code,
            label: choice.applied.promotion.label,
            discount: paiseToRupees(discountPaise),
          }
        : null,
      promotionRefusal: typedRefusal,
      welcomeOffer: shopper ? null : welcomeHint(welcomeRow, now),
      subtotal: paiseToRupees(subtotalPaise),
      discount: paiseToRupees(discountPaise),
      delivery: DELIVERY_FEE_RUPEES,
      donation: paiseToRupees(rupeesToPaise(donationRupees)),
      // What the order will charge: the bag's total as orders compute it, less the discount.
      total: paiseToRupees(bagTotalPaise(subtotalPaise, donationRupees) - discountPaise),
      mrpTotal: paiseToRupees(mrpTotalPaise),
      productDiscount: paiseToRupees(mrpTotalPaise - subtotalPaise),
      gst: gstPaise === null ? null : paiseToRupees(gstPaise),
    };
  };
}
