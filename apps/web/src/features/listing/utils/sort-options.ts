import { POPULARITY_SORT_LABEL, PRODUCT_SORTS, type ProductSort, SORT_LABELS } from '@zari/contract';

/** Which kind of listing: a search ranks by relevance; elsewhere `relevance` orders by popularity. */
export type ListingKind = 'search' | 'browse';

export function sortLabel(sort: ProductSort, kind: ListingKind): string {
  return sort === 'relevance' && kind === 'browse' ? POPULARITY_SORT_LABEL : SORT_LABELS[sort];
}

export const sortOptions = (kind: ListingKind) =>
  PRODUCT_SORTS.map((sort) => ({ value: sort, label: sortLabel(sort, kind) }));
