/**
 * Listing filters in the URL (DESIGN §9 Listings): `?sort=price-asc&size=M&size=L&color=Indigo&price=500-1500`.
 * The API parses them with these rules and the storefront writes them with the same, so a shared or reloaded
 * link gives the same list.
 */
import {
  DISCOUNT_FILTER_PERCENTS,
  type DiscountFilterPercent,
  LISTING_FILTER_VALUES_MAX,
  PRICE_BANDS_RUPEES,
  PRODUCT_SORTS,
  type ProductSort,
} from '../constants.js';
import { isCountryCode } from './countries.js';
import { LISTING_URL_PARAMS } from './listing-url-params.js';
import { formatPriceRange, type PriceRange, parsePriceRange } from './price-range.js';

export { formatPriceRange, type PriceRange, parsePriceRange };

/** The price facet's bands as URL values (`0-500`, …, `5000-`): each is also a valid `price` filter. */
export const PRICE_BAND_VALUES = PRICE_BANDS_RUPEES.map(([min, max]) => formatPriceRange({ min, max }));

/** A query value that may be given once or repeated (`size=M` or `size=M&size=L`) as a list. */
export function queryValues(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return [...new Set(typeof value === 'string' ? [value] : value)];
}

/**
 * What a shopper chose on a listing (category, hot list, search): the sort and the filters, in one canonical
 * shape. `sort` is absent when the listing's own default applies, so the default never shows in the URL.
 */
export interface ListingFilters {
  sort?: ProductSort;
  sizes: string[];
  colors: string[];
  /** Countries of origin, ISO codes (issue 34); absent in filters written before it. */
  origins?: string[];
  /** A valid range text (`500-1500`, `5000-`), as `parsePriceRange` reads it. */
  price?: string;
  discount?: DiscountFilterPercent;
  fastDelivery: boolean;
  inStock: boolean;
}

export const NO_LISTING_FILTERS: ListingFilters = Object.freeze({
  sizes: [],
  colors: [],
  fastDelivery: false,
  inStock: false,
}) as ListingFilters;

/** Read-only view of URLSearchParams, so a server request's query reads the same way. */
interface SearchParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
}

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/** Distinct, trimmed, non-empty, of bounded length and count: what the API accepts of a repeated filter. */
function filterValues(values: readonly string[]): string[] {
  const tidy = values.map((value) => value.trim()).filter((value) => value !== '' && value.length <= 40);
  return [...new Set(tidy)].slice(0, LISTING_FILTER_VALUES_MAX);
}

/** Known country codes, upper-cased, distinct, bounded in count (the API refuses any other). */
function originValues(values: readonly string[]): string[] {
  const codes = values.map((value) => value.trim().toUpperCase()).filter(isCountryCode);
  return [...new Set(codes)].slice(0, LISTING_FILTER_VALUES_MAX);
}

const isFlagOn = (value: string | null) => value === '1' || value === 'true';

/**
 * The filters in a listing URL. Lenient: a value the API would refuse (an unknown sort, a price that is not a
 * range) is dropped rather than failing the page, so a hand-edited link still shows a list.
 */
export function parseListingParams(params: SearchParamsLike): ListingFilters {
  const sort = params.get(LISTING_URL_PARAMS.sort);
  const price = params.get(LISTING_URL_PARAMS.price);
  const priceRange = price === null ? undefined : parsePriceRange(price);
  const discount = Number(params.get(LISTING_URL_PARAMS.discount));
  const origins = originValues(params.getAll(LISTING_URL_PARAMS.origin));
  return {
    ...(isSort(sort) && { sort }),
    sizes: filterValues(params.getAll(LISTING_URL_PARAMS.size)),
    colors: filterValues(params.getAll(LISTING_URL_PARAMS.color)),
    ...(origins.length > 0 && { origins }),
    ...(priceRange && { price: formatPriceRange(priceRange) }),
    ...((DISCOUNT_FILTER_PERCENTS as readonly number[]).includes(discount) && {
      discount: discount as DiscountFilterPercent,
    }),
    fastDelivery: isFlagOn(params.get(LISTING_URL_PARAMS.fastDelivery)),
    inStock: isFlagOn(params.get(LISTING_URL_PARAMS.inStock)),
  };
}

/**
 * The canonical URL form of the filters, the inverse of `parseListingParams`: a fixed parameter order,
 * sizes and colours in the order chosen, flags as `1`, nothing for what is unset. Equal filters give equal
 * URLs, so a shared link, a reload and the back button all land on the same list (and the same cache entry).
 */
export function listingSearchParams(filters: ListingFilters, search?: string): URLSearchParams {
  const params = new URLSearchParams();
  const text = search?.trim();
  if (text) params.set(LISTING_URL_PARAMS.search, text);
  if (filters.sort) params.set(LISTING_URL_PARAMS.sort, filters.sort);
  for (const size of filterValues(filters.sizes)) params.append(LISTING_URL_PARAMS.size, size);
  for (const color of filterValues(filters.colors)) params.append(LISTING_URL_PARAMS.color, color);
  for (const origin of originValues(filters.origins ?? [])) params.append(LISTING_URL_PARAMS.origin, origin);
  if (filters.price) params.set(LISTING_URL_PARAMS.price, filters.price);
  if (filters.discount) params.set(LISTING_URL_PARAMS.discount, String(filters.discount));
  if (filters.fastDelivery) params.set(LISTING_URL_PARAMS.fastDelivery, '1');
  if (filters.inStock) params.set(LISTING_URL_PARAMS.inStock, '1');
  return params;
}

/** The filters in canonical form (what a URL round trip gives), e.g. for a cache key. */
export function canonicalListingFilters(filters: ListingFilters): ListingFilters {
  return parseListingParams(listingSearchParams(filters));
}

/** The list API's query for these filters (`GET /api/products` and the category route). */
export function listingApiQuery(filters: ListingFilters) {
  const origin = originValues(filters.origins ?? []);
  return {
    ...(origin.length > 0 && { origin }),
    sort: filters.sort,
    size: filterValues(filters.sizes),
    color: filterValues(filters.colors),
    price: filters.price,
    discount: filters.discount,
    fastDelivery: filters.fastDelivery ? ('true' as const) : undefined,
    inStock: filters.inStock ? ('true' as const) : undefined,
  };
}

/** How many filters are on (each size and colour counts), for the Filter button's badge. Sort is not a filter. */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.sizes.length +
    filters.colors.length +
    (filters.origins?.length ?? 0) +
    (filters.price ? 1 : 0) +
    (filters.discount ? 1 : 0) +
    (filters.fastDelivery ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'];

/** Sizes as a shopper reads them: XS before S before XL, waists and shoe sizes by number, then the rest. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    const letter = LETTER_SIZES.indexOf(size.toUpperCase());
    return letter >= 0 ? letter : LETTER_SIZES.length;
  };
  return rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}
