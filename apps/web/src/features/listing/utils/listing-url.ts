import {
  LISTING_URL_PARAMS,
  type ListingFilters,
  type ProductSort,
  parseListingParams,
} from '@zari/contract';

/**
 * The filters in force from URL search params: what the URL says, with the listing's default sort when it
 * names none. Route loaders read a request's URL with this too, so they prefetch exactly what the page shows.
 */
export function listingFiltersFromUrl(params: URLSearchParams, defaultSort: ProductSort): ListingFilters {
  const filters = parseListingParams(params);
  return { ...filters, sort: filters.sort ?? defaultSort };
}

/** The search page's text (`?q=`), trimmed. */
export const searchTextFromUrl = (params: URLSearchParams) =>
  params.get(LISTING_URL_PARAMS.search)?.trim() ?? '';
