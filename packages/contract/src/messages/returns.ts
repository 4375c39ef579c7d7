/** What the storefront says about returning a product; which text applies is decided by `returnPolicyFor`. */
import { RETURN_WINDOW_DAYS } from '../constants.js';

export const RETURN_TEXT = {
  /** The title of the product-information row about returns, which the storefront fills from the rule. */
  productInfoTitle: 'Returns',
  easyReturnNote: `Easy ${RETURN_WINDOW_DAYS}-day returns with free pick up`,
  easyReturnDetail: `Return it within ${RETURN_WINDOW_DAYS} days of delivery and we pick it up from your door for free. Exchanges are not offered.`,
  notReturnableNote: 'Not returnable',
  categoryNotReturnableDetail: (categoryTitle: string) =>
    `${categoryTitle} cannot be returned or exchanged once delivered.`,
  productNotReturnableDetail: 'This product cannot be returned or exchanged once delivered.',
  specialOfferNote: 'Special offer: no returns',
  specialOfferDetail:
    'Bought in a special offer, this product is final sale: it has no easy return and cannot be exchanged.',
} as const;
