import { POPULARITY_SORT_LABEL, PRODUCT_SORTS, type ProductSort, SORT_LABELS } from '@zari/contract';

/** Which kind of listing: a search ranks by relevance; elsewhere `relevance` orders by popularity. */
export type ListingKind = 'search' | 'browse';

/** The labels in the page's language (`useText({ POPULARITY_SORT_LABEL, SORT_LABELS })`); English by default. */
export type SortTexts = { POPULARITY_SORT_LABEL: string; SORT_LABELS: Record<ProductSort, string> };

export function sortLabel(
  sort: ProductSort,
  kind: ListingKind,
  texts: SortTexts = { POPULARITY_SORT_LABEL, SORT_LABELS },
): string {
  return sort === 'relevance' && kind === 'browse' ? texts.POPULARITY_SORT_LABEL : texts.SORT_LABELS[sort];
}

export const sortOptions = (kind: ListingKind, texts?: SortTexts) =>
  PRODUCT_SORTS.map((sort) => ({ value: sort, label: sortLabel(sort, kind, texts) }));
