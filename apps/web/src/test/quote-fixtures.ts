/**
 * The bag's quote (`POST /api/cart/quote`, issue 29) as the API answers it, for the fixtures' products: a
 * handler that prices each requested line by the fixtures' catalogue and applies SAVE10 (10% off) or the
 * welcome offer, or refuses a code, the way the server's rule would. Records every request.
 */
import {
  API_PATHS,
  type CartQuote,
  type CartQuoteRequest,
  DEFAULT_TAX_CLASSES,
  PROMOTION_REFUSAL_TEXT,
  paiseToRupees,
  type ReturnPolicyKind,
  rupeesToPaise,
  taxLine,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { kurta, kurtaRed, scarf } from './account-fixtures';

const UNIT_PRICES: Record<string, number> = {
  [`${kurta._id}|${kurtaRed._id}`]: kurtaRed.discountedPrice,
  [`${scarf._id}|`]: scarf.discountedAmount,
};

/** Issue 34: each piece's MRP and return terms (the scarf is sold in a special offer: final sale). */
const MRPS: Record<string, number> = {
  [`${kurta._id}|${kurtaRed._id}`]: kurtaRed.price,
  [`${scarf._id}|`]: scarf.amount,
};
const RETURN_TERMS: Record<string, ReturnPolicyKind> = {
  [kurta._id]: 'easy-return',
  [scarf._id]: 'special-offer',
};
const APPAREL = DEFAULT_TAX_CLASSES.find((taxClass) => taxClass.id === 'apparel');

interface Offer {
  code: string;
  label: string;
  percent: number;
  capPaise?: number;
}
export const SAVE10: Offer = { code: 'SAVE10', label: '10% OFF', percent: 10 };
export const WELCOME: Offer = { code: 'WELCOME25', label: 'EXTRA 25% OFF', percent: 25, capPaise: 500_00 };

export interface QuoteOptions {
  /** Signed in with no orders: the welcome offer applies without a code. */
  firstOrder?: boolean;
  /** Not signed in: the answer carries the invitation. */
  visitor?: boolean;
}

export function quoteOf(request: CartQuoteRequest, options: QuoteOptions = {}): CartQuote {
  const priced = request.products.map((line) => {
    const key = `${line.product}|${line.productVariant ?? ''}`;
    const unit = UNIT_PRICES[key] ?? 0;
    return {
      ...line,
      unitPaise: rupeesToPaise(unit),
      amountPaise: rupeesToPaise(unit) * line.quantity,
      mrpPaise: rupeesToPaise(MRPS[key] ?? unit),
    };
  });
  const subtotalPaise = priced.reduce((sum, line) => sum + line.amountPaise, 0);
  const typed = request.promoCode?.toUpperCase();
  const offer = typed === SAVE10.code ? SAVE10 : options.firstOrder ? WELCOME : null;
  const discountPaise = offer
    ? Math.min(Math.round((subtotalPaise * offer.percent) / 100), offer.capPaise ?? Number.POSITIVE_INFINITY)
    : 0;
  // Proportional shares, the remainder on the largest line, as the rule allocates.
  const shares = priced.map((line) => Math.floor((discountPaise * line.amountPaise) / (subtotalPaise || 1)));
  const largest = priced.reduce(
    (best, line, index) => (line.amountPaise > (priced[best]?.amountPaise ?? 0) ? index : best),
    0,
  );
  shares[largest] = (shares[largest] ?? 0) + discountPaise - shares.reduce((sum, share) => sum + share, 0);
  const donation = request.donationAmount ?? 0;
  const mrpTotalPaise = priced.reduce((sum, line) => sum + line.mrpPaise * line.quantity, 0);
  const gstPaise = priced.reduce(
    (sum, line, index) =>
      APPAREL && line.amountPaise > 0
        ? sum +
          taxLine({
            inclusivePaise: line.amountPaise - (shares[index] ?? 0),
            quantity: line.quantity,
            taxClass: APPAREL,
            supply: 'inter',
          }).taxPaise
        : sum,
    0,
  );
  return {
    lines: priced.map((line, index) => ({
      product: line.product,
      productVariant: line.productVariant ?? null,
      size: line.size,
      quantity: line.quantity,
      unitPrice: paiseToRupees(line.unitPaise),
      amount: paiseToRupees(line.amountPaise),
      discount: paiseToRupees(shares[index] ?? 0),
      total: paiseToRupees(line.amountPaise - (shares[index] ?? 0)),
      mrp: paiseToRupees(line.mrpPaise),
      returnPolicy: RETURN_TERMS[line.product] ?? 'easy-return',
    })),
    promotion: offer
      ? { code: offer.code, label: offer.label, discount: paiseToRupees(discountPaise) }
      : null,
    promotionRefusal:
      typed && typed !== SAVE10.code
        ? { code: typed, reason: 'unknown', message: PROMOTION_REFUSAL_TEXT.unknown }
        : null,
    welcomeOffer: options.visitor
      ? {
          code: WELCOME.code,
          label: WELCOME.label,
          message: `Sign up or log in to get ${WELCOME.label} on your first order`,
        }
      : null,
    subtotal: paiseToRupees(subtotalPaise),
    discount: paiseToRupees(discountPaise),
    delivery: 0,
    donation,
    total: paiseToRupees(subtotalPaise - discountPaise + rupeesToPaise(donation)),
    mrpTotal: paiseToRupees(mrpTotalPaise),
    productDiscount: paiseToRupees(mrpTotalPaise - subtotalPaise),
    gst: paiseToRupees(gstPaise),
  };
}

/** Answers the quote like the server; `requests` holds what the bag asked. */
export function quoteHandler(options: QuoteOptions = {}) {
  const requests: CartQuoteRequest[] = [];
  const handler = http.post(`*${API_PATHS.cartQuote}`, async ({ request }) => {
    const body = (await request.json()) as CartQuoteRequest;
    requests.push(body);
    return HttpResponse.json({ success: true, data: quoteOf(body, options) });
  });
  return { handler, requests };
}
