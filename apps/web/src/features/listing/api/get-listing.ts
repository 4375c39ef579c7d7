import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import {
  canonicalListingFilters,
  FETCH_ERRORS,
  type ListingFilters,
  listingApiQuery,
  PRODUCT_PAGE_SIZE_DEFAULT,
  type ProductSort,
} from '@zari/contract';
import type { ProductCardListResponse } from '@zari/contract/schemas';
import { listingFiltersFromUrl } from '../utils/listing-url';

/** Which products a listing pages through: one category's (category screen, hot list) or a search's. */
export type ListingScope = { categoryId: string } | { search: string };

/** The cache root of every listing, so a listing never shares an entry with the home grids or the palette. */
const LISTING_QUERY_ROOT = 'listing';

/**
 * One page of cards (`view=card`, 24 at a time); the first page also carries the facet counts and the total,
 * which stay the same for the pages after it.
 */
async function getListingPage(
  scope: ListingScope,
  filters: ListingFilters,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ProductCardListResponse> {
  const query = {
    ...listingApiQuery(filters),
    view: 'card' as const,
    limit: PRODUCT_PAGE_SIZE_DEFAULT,
    cursor: cursor ?? undefined,
    facets: cursor ? undefined : ('true' as const),
  };
  const answer =
    'categoryId' in scope
      ? await api.call('listProductsByCategory', {
          params: { categoryId: scope.categoryId },
          query,
          signal,
          errorMessage: FETCH_ERRORS.productsByCategory,
        })
      : await api.call('listProducts', {
          query: { ...query, search: scope.search },
          signal,
          errorMessage: FETCH_ERRORS.products,
        });
  return answer as ProductCardListResponse;
}

/**
 * A listing page by page, following the server's cursor. `filters` carry the sort in force (the listing's
 * default when the URL names none); the key holds them in canonical form, so equal choices share one entry
 * whichever way the URL spelled them. Server loaders prefetch the first page with this same factory.
 */
export const listingQuery = (scope: ListingScope, filters: ListingFilters) => {
  const canonical = canonicalListingFilters(filters);
  return infiniteQueryOptions({
    queryKey: [LISTING_QUERY_ROOT, scope, canonical] as const,
    queryFn: ({ pageParam, signal }) => getListingPage(scope, canonical, pageParam, signal),
    // Null, not undefined: the server's dehydrated first page keeps it through JSON, so a refetch in the
    // browser asks for the first page again rather than for a cursor "null" the API refuses.
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
};

/** Whether a cached listing key pages through this scope (same category or same search). */
export function isListingOf(scope: ListingScope, queryKey: readonly unknown[] | undefined): boolean {
  return queryKey?.[0] === LISTING_QUERY_ROOT && JSON.stringify(queryKey[1]) === JSON.stringify(scope);
}

/**
 * For a route loader: the first page of a listing as the request's URL filters it. The server awaits it, so
 * the page arrives rendered; the browser does not, so a filter change or a link shows at once (skeletons or
 * the dimmed list) instead of holding the old page until the answer comes.
 */
export async function prefetchListing(
  queryClient: QueryClient,
  scope: ListingScope,
  url: URL,
  defaultSort: ProductSort,
) {
  const prefetch = queryClient.prefetchInfiniteQuery(
    listingQuery(scope, listingFiltersFromUrl(url.searchParams, defaultSort)),
  );
  if (import.meta.env.SSR) await prefetch;
}
