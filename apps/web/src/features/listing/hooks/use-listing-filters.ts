import {
  LISTING_URL_PARAMS,
  type ListingFilters,
  listingSearchParams,
  type ProductSort,
} from '@zari/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingFiltersFromUrl } from '../utils/listing-url';

/**
 * A listing's sort and filters, kept in the URL: each change is a new history entry in canonical form, so a
 * filtered list can be shared, survives a reload, and Back undoes the last change. The default sort is left
 * out of the URL; the search text (`q`) is kept.
 */
export function useListingFilters(defaultSort: ProductSort) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params' text is their identity.
  const filters = useMemo(() => listingFiltersFromUrl(params, defaultSort), [key, defaultSort]);

  const setFilters = useCallback(
    (next: ListingFilters) => {
      const sort = next.sort === defaultSort ? undefined : next.sort;
      const search = new URLSearchParams(key).get(LISTING_URL_PARAMS.search) ?? undefined;
      setParams(listingSearchParams({ ...next, sort }, search), { preventScrollReset: true });
    },
    [key, defaultSort, setParams],
  );

  return { filters, setFilters };
}
