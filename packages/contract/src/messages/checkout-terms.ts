/**
 * The checkout's price breakdown and the terms of the bag's lines (issue 34; Consumer Protection (E-Commerce)
 * Rules 2020: every component of the price, and the return, refund and cancellation terms, before the shopper
 * confirms). SPEC's own summary texts (BAG_TEXT, CHECKOUT_TEXT) stay as they are; these are the added lines.
 */
import { RETURN_WINDOW_DAYS } from '../constants.js';
import { formatPaise } from '../money.js';
import type { ReturnPolicyKind } from '../rules/returns.js';

export const PRICE_BREAKDOWN_TEXT = {
  title: 'Price details',
  itemsAtMrp: (pieces: number) => `Items at MRP (${pieces} ${pieces === 1 ? 'piece' : 'pieces'})`,
  productDiscount: 'Product discounts',
  promotion: 'Promotion',
  delivery: 'Delivery',
  donation: 'Plantation Amount',
  total: 'Total',
  gstIncluded: (gstPaise: number) => `Includes GST of ${formatPaise(gstPaise)}`,
  gstIncludedNoAmount: 'All prices include GST',
  donationNotTaxed: 'The plantation amount is a donation: no GST applies to it.',
} as const;

export const CHECKOUT_TERMS_TEXT = {
  title: 'Returns, refunds and cancellation',
  /** One heading per kind of return terms, the bag's lines listed under it. */
  returnGroups: {
    'easy-return': `Returnable within ${RETURN_WINDOW_DAYS} days of delivery, free pick up`,
    'category-not-returnable': 'Not returnable: this category cannot be returned or exchanged',
    'product-not-returnable': 'Not returnable: this product cannot be returned or exchanged',
    'special-offer': 'Final sale (special offer): not returnable',
  } satisfies Record<ReturnPolicyKind, string>,
  noExchange: 'Exchanges are not offered.',
  refunds:
    'Refunds: a prepaid order is refunded to the original payment; a cash-on-delivery order to your UPI ID or bank account, once the returned item passes its quality check.',
  cancellation: 'You can cancel your order from My Orders until it is shipped, at no cost.',
  codConfirmation:
    'Cash on delivery: we send you a link to confirm the order before we pack it; an order left unconfirmed is cancelled.',
  prepaidCancellation: 'A cancelled prepaid order is refunded in full to the original payment.',
  policyLink: 'Read the full Return Policy',
} as const;
