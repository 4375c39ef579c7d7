/**
 * Texts of the listings' sort and filter controls and of the search page (issue 13: beyond SPEC §2, in the
 * words Indian fashion apps use). SPEC's own listing texts (skeletons, errors, empty lists) stay in storefront.ts.
 */
import type { DiscountFilterPercent, ProductSort } from '../constants.js';
import { formatRupees, groupIndianDigits } from '../money.js';
import { parsePriceRange } from '../rules/price-range.js';

/** Sort names. `relevance` is a search's ranking; on a list without a search it orders by popularity. */
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: "What's New",
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  discount: 'Better Discount',
};
export const POPULARITY_SORT_LABEL = 'Popularity';

export const LISTING_TEXT = {
  /** A category's or the hot list's products could not load (the words of the home grids' box). */
  productsLoadError: 'Error loading products',
  sort: 'Sort',
  sortBy: 'Sort by',
  filter: 'Filter',
  filters: 'Filters',
  /** The Filter button's name with the number of filters on, for screen readers. */
  filterWithCount: (count: number) => (count > 0 ? `Filter, ${count} on` : 'Filter'),
  sortAndFilter: 'Sort and filter',
  size: 'Size',
  colour: 'Colour',
  price: 'Price',
  discount: 'Discount',
  availability: 'Delivery & stock',
  fastDelivery: 'Fast delivery',
  inStock: 'In stock only',
  anyPrice: 'Any price',
  anyDiscount: 'Any discount',
  moreColours: (count: number) => `+ ${count} more`,
  apply: 'Apply',
  clearAll: 'Clear all',
  /** `capped`: a search's count that stopped at SEARCH_MATCHES_RANKED (more may match): "240+ products". */
  productCount: (count: number, capped = false) =>
    `${groupIndianDigits(count)}${capped ? '+' : ''} product${count === 1 && !capped ? '' : 's'}`,
  shownOf: (shown: number, total: number, capped = false) =>
    `Showing ${groupIndianDigits(shown)} of ${groupIndianDigits(total)}${capped ? '+' : ''}`,
  loadMore: 'Load more',
  loadingMore: 'Loading more products…',
  noMatches: 'No products match these filters',
  appliedFilters: 'Filters applied',
  removeFilter: (label: string) => `Remove filter ${label}`,
} as const;

/** `0-500` → 'Under ₹500', `500-1000` → '₹500 – ₹1,000', `5000-` → '₹5,000 and above'. */
export function priceRangeLabel(value: string): string {
  const range = parsePriceRange(value);
  if (!range) return value;
  if (range.max === null) return `${formatRupees(range.min ?? 0)} and above`;
  if (!range.min) return `Under ${formatRupees(range.max)}`;
  return `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}

export const discountLabel = (percent: DiscountFilterPercent) => `${percent}% and above`;

export const SEARCH_PAGE_TEXT = {
  heading: 'Search results',
  resultsFor: (query: string) => `Results for “${query}”`,
  seeAllResults: (query: string) => `See all results for “${query}”`,
  inputLabel: 'Search products',
  submit: 'Search',
  /** Shown when the page is opened without a search. */
  prompt: 'What are you looking for?',
} as const;
