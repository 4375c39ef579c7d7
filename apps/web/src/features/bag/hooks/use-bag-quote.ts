/**
 * The bag's figures from the server (issue 29): `POST /api/cart/quote` for the lines, the applied code and
 * the donation, asked once the bag has settled for a moment. Until the answer for exactly these inputs
 * arrives, the browser's own sums stand in (and a discount shows as pending: only the server knows it); if
 * the quote fails, they stay, and the server prices the order itself anyway.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AppliedPromotionSummary,
  type CartLine,
  type CartQuote,
  type CartQuoteRequest,
  type PaymentMethod,
  type QuotePromotionRefusal,
  rupeesToPaise,
} from '@zari/contract';
import { useMemo } from 'react';
import { useAuth } from '@/features/auth';
import { cartQuoteQueryOptions } from '../api/quote-cart';
import { useCart } from '../stores/cart-store';
import { usePromoCode } from '../stores/promo-store';
import { orderLinesOf, quoteLineKey } from '../utils/order-lines';
import { useBagTotals } from './use-bag-totals';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to gather a few taps on plus, short enough to feel immediate. */
export const QUOTE_DEBOUNCE_MS = 250;

/** The quote's request for this bag: the same object for the bag's query and checkout's last look. */
export function quoteRequestOf(
  lines: readonly CartLine[],
  promoCode: string,
  donationRupees: number,
  paymentMethod?: PaymentMethod,
): CartQuoteRequest {
  return {
    products: orderLinesOf(lines),
    ...(promoCode ? { promoCode } : {}),
    donationAmount: donationRupees,
    ...(paymentMethod ? { paymentMethod } : {}),
  };
}

const sameRequest = (a: CartQuoteRequest, b: CartQuoteRequest) => JSON.stringify(a) === JSON.stringify(b);

export interface BagFigures {
  subtotalPaise: number;
  /** 0 without a promotion; null while a promotion's discount is being priced again. */
  discountPaise: number | null;
  donationRupees: number;
  /** What the shopper pays; null while a promotion's discount is being priced again. */
  totalPaise: number | null;
  /** The promotion applied (the typed code or the welcome offer). */
  promotion: AppliedPromotionSummary | null;
  /** Why the applied code does not apply, for the promo field. */
  refusal: QuotePromotionRefusal | null;
  /** For a visitor: the welcome offer signing up unlocks. */
  welcomeOffer: CartQuote['welcomeOffer'];
  /** Each line's discount in paise, by `quoteLineKey`. */
  lineDiscounts: ReadonlyMap<string, number>;
  /** The code the shopper applied ('' for none). */
  promoCode: string;
  /** True while these are the browser's own figures, not the server's answer for these inputs. */
  provisional: boolean;
  /** The server's answer for these inputs, once there. */
  quote: CartQuote | null;
}

const NO_LINE_DISCOUNTS: ReadonlyMap<string, number> = new Map();

/** The bag's (and checkout's) figures; `paymentMethod` once chosen, so a code for some methods is checked. */
export function useBagQuote(donationRupees: number, paymentMethod?: PaymentMethod): BagFigures {
  const { lines } = useCart();
  const { user } = useAuth();
  const promoCode = usePromoCode();
  const local = useBagTotals(donationRupees);

  const request = useMemo(
    () => quoteRequestOf(lines, promoCode, donationRupees, paymentMethod),
    [lines, promoCode, donationRupees, paymentMethod],
  );
  const settled = useDebouncedValue(request, QUOTE_DEBOUNCE_MS, sameRequest);
  const query = useQuery({
    ...cartQuoteQueryOptions(settled, user?._id ?? null),
    enabled: settled.products.length > 0,
    placeholderData: keepPreviousData,
  });

  const answered = query.data;
  const fresh =
    answered && !query.isPlaceholderData && sameRequest(answered.request, request) ? answered.quote : null;
  if (fresh) {
    return {
      subtotalPaise: rupeesToPaise(fresh.subtotal),
      discountPaise: rupeesToPaise(fresh.discount),
      donationRupees: fresh.donation,
      totalPaise: rupeesToPaise(fresh.total),
      promotion: fresh.promotion,
      refusal: fresh.promotionRefusal,
      welcomeOffer: fresh.welcomeOffer,
      lineDiscounts: new Map(fresh.lines.map((line) => [quoteLineKey(line), rupeesToPaise(line.discount)])),
      promoCode,
      provisional: false,
      quote: fresh,
    };
  }
  // The last answer, for other lines or another donation, still says what the code is worth to the field; a
  // discount it showed waits, with the total, for the server's answer (only the server knows it).
  const last = answered?.quote ?? null;
  const sameCode = (answered?.request.promoCode ?? '') === promoCode;
  const pendingDiscount = Boolean(last?.promotion) && sameCode && lines.length > 0 && !query.isError;
  return {
    subtotalPaise: local.subtotalPaise,
    discountPaise: pendingDiscount ? null : 0,
    donationRupees,
    totalPaise: pendingDiscount ? null : local.totalPaise,
    promotion: pendingDiscount ? (last?.promotion ?? null) : null,
    refusal: sameCode ? (last?.promotionRefusal ?? null) : null,
    welcomeOffer: last?.welcomeOffer ?? null,
    lineDiscounts: NO_LINE_DISCOUNTS,
    promoCode,
    provisional: true,
    quote: null,
  };
}
