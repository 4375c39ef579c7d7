/**
 * Which products a shopper may return (SPEC §9 Returns): easy returns with free pick up within the return
 * window, except special-offer products (final sale) and products that are never returnable — jewellery,
 * lingerie and holiday accessories by category, and single products such as some swimsuits by their own flag.
 * Every place that talks about returns (product notes, SERVICE & POLICY, ABOUT → Returns) reads this rule.
 */
import { RETURN_TEXT } from '../messages/returns.js';
import { categorySlugOf } from './category-slug.js';

/** Categories whose products are never returnable, by slug. */
export const NON_RETURNABLE_CATEGORY_SLUGS: readonly string[] = [
  'jewellery',
  'lingerie',
  'holiday-accessories',
];

export const RETURN_POLICY_KINDS = [
  'easy-return',
  'category-not-returnable',
  'product-not-returnable',
  'special-offer',
] as const;

export type ReturnPolicyKind = (typeof RETURN_POLICY_KINDS)[number];

export interface ReturnPolicy {
  kind: ReturnPolicyKind;
  returnable: boolean;
  /** A few words for the product page's delivery notes. */
  note: string;
  /** One or two sentences for SERVICE & POLICY and ABOUT → Returns. */
  detail: string;
}

/** The facts of a product the rule reads; `Product` of the contract has them all. */
export interface ReturnabilityFacts {
  category: { title: string; slug?: string | undefined };
  /** `false` marks a single product that cannot be returned whatever its category (e.g. some swimsuits). */
  returnable?: boolean | undefined;
  /** Sold in a special offer: final sale. */
  specialOffer?: boolean | undefined;
}

/** `text`: the return texts to say it with, the page's language (English by default, as the API answers). */
export function returnPolicyFor(
  product: ReturnabilityFacts,
  text: typeof RETURN_TEXT = RETURN_TEXT,
): ReturnPolicy {
  if (NON_RETURNABLE_CATEGORY_SLUGS.includes(categorySlugOf(product.category))) {
    return {
      kind: 'category-not-returnable',
      returnable: false,
      note: text.notReturnableNote,
      detail: text.categoryNotReturnableDetail(product.category.title),
    };
  }
  if (product.returnable === false) {
    return {
      kind: 'product-not-returnable',
      returnable: false,
      note: text.notReturnableNote,
      detail: text.productNotReturnableDetail,
    };
  }
  if (product.specialOffer === true) {
    return {
      kind: 'special-offer',
      returnable: false,
      note: text.specialOfferNote,
      detail: text.specialOfferDetail,
    };
  }
  return {
    kind: 'easy-return',
    returnable: true,
    note: text.easyReturnNote,
    detail: text.easyReturnDetail,
  };
}
