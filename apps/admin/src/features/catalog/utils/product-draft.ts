/**
 * The product form's draft: the fields as typed (strings, so a half-typed number stays on screen), made from a
 * product, and turned into the API's body, whose contract schema then decides what is wrong.
 */
import type { AdminProduct } from '@zari/contract';
import { type DisclosureDraft, disclosureDraftOf, disclosuresOf } from '../components/disclosure-fields';
import { hsnOf } from '../components/tax-fields';

export interface Draft {
  title: string;
  description: string;
  categoryId: string;
  amount: string;
  discountedAmount: string;
  stockCount: string;
  sizes: string;
  fastDelivery: boolean;
  /** Issue 33: the product's own return facts (returnPolicyFor). */
  returnable: boolean;
  specialOffer: boolean;
  tag: string;
  /** '' for none of its own: the category's HSN and class apply (issue 30). */
  hsn: string;
  taxClass: string;
  /** Issue 34: the product's own disclosures as typed (blank: its category's). */
  disclosures: DisclosureDraft;
  /** Issue 35: the Hindi title and description ('' for none: the storefront shows English). */
  titleHi: string;
  descriptionHi: string;
  /** `rowId` only keys React's list: rows are added and removed in place, each with its Hindi beside it. */
  productInfo: { rowId: string; title: string; content: string; titleHi: string; contentHi: string }[];
}

export const emptyDraft: Draft = {
  title: '',
  description: '',
  categoryId: '',
  amount: '',
  discountedAmount: '0',
  stockCount: '0',
  sizes: '',
  fastDelivery: false,
  returnable: true,
  specialOffer: false,
  tag: '',
  hsn: '',
  taxClass: '',
  titleHi: '',
  descriptionHi: '',
  productInfo: [],
  disclosures: disclosureDraftOf(undefined),
};

export const draftOf = (product: AdminProduct): Draft => ({
  title: product.title,
  description: product.description,
  categoryId: product.category._id,
  amount: String(product.amount),
  discountedAmount: String(product.discountedAmount),
  stockCount: String(product.stockCount),
  sizes: product.sizes.join(', '),
  fastDelivery: product.fastDelivery,
  returnable: product.returnable ?? true,
  specialOffer: product.specialOffer ?? false,
  tag: product.tag,
  hsn: product.hsn ?? '',
  taxClass: product.taxClass ?? '',
  titleHi: product.translations?.hi?.title ?? '',
  descriptionHi: product.translations?.hi?.description ?? '',
  productInfo: product.productInfo.map(({ title, content }, index) => ({
    rowId: crypto.randomUUID(),
    title,
    content,
    titleHi: product.translations?.hi?.productInfo?.[index]?.title ?? '',
    contentHi: product.translations?.hi?.productInfo?.[index]?.content ?? '',
  })),
  disclosures: disclosureDraftOf(product.ownDisclosures),
});

/**
 * The Hindi product info, row for row with the English: none when no row has any Hindi; otherwise every row,
 * so a half-filled one is refused by the schema at its own field rather than shifting the rows after it.
 */
function productInfoHi(rows: Draft['productInfo']) {
  if (rows.every((row) => row.titleHi.trim() === '' && row.contentHi.trim() === '')) return [];
  return rows.map((row) => ({ title: row.titleHi, content: row.contentHi }));
}

/** A typed number, or NaN for an empty field, which the schema answers with its "Enter a number". */
export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The form's values as the API takes them; the contract's schema then decides what is wrong. Disclosures go
 * only when typed or changed (`since`: the draft the form opened with), so editing an older product's price
 * is not refused for disclosures nobody touched.
 */
export const bodyOf = (draft: Draft, since: Draft = emptyDraft) => ({
  ...(JSON.stringify(draft.disclosures) !== JSON.stringify(since.disclosures) && {
    disclosures: disclosuresOf(draft.disclosures),
  }),
  title: draft.title,
  description: draft.description,
  categoryId: draft.categoryId,
  amount: toNumber(draft.amount),
  discountedAmount: toNumber(draft.discountedAmount),
  sizes: draft.sizes
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean),
  fastDelivery: draft.fastDelivery,
  returnable: draft.returnable,
  specialOffer: draft.specialOffer,
  tag: draft.tag,
  productInfo: draft.productInfo.map(({ title, content }) => ({ title, content })),
  hsn: hsnOf(draft),
  taxClass: draft.taxClass === '' ? null : draft.taxClass,
  translations: {
    hi: {
      title: draft.titleHi,
      description: draft.descriptionHi,
      productInfo: productInfoHi(draft.productInfo),
    },
  },
});
