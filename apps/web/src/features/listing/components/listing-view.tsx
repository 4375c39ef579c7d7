import { useInfiniteQuery } from '@tanstack/react-query';
import {
  activeFilterCount,
  LISTING_TEXT,
  type ListingFilters,
  NO_LISTING_FILTERS,
  POPULARITY_SORT_LABEL,
  type ProductSort,
  SORT_LABELS,
} from '@zari/contract';
import { buttonClass } from '@zari/ui/button-class';
import { Sheet, SheetTrigger } from '@zari/ui/lazy-sheet';
import { ArrowUpDown, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { type CardProduct, ProductGrid } from '@/features/catalog';
import { LaterTexts, useText } from '@/lib/i18n';
import { isListingOf, type ListingScope, listingQuery } from '../api/get-listing';
import { useListingFilters } from '../hooks/use-listing-filters';
import { type ListingKind, sortLabel } from '../utils/sort-options';
import { ActiveFilters } from './active-filters';
import { FacetPanel } from './facet-panel';
import { FilterSheetContent } from './filter-sheet';
import { SortSelect, SortSheetContent } from './sort-controls';

/** Beside the desktop rail the grid has about 1,000 px: four columns at most. */
const GRID_BESIDE_RAIL = 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4';
/**
 * Cards whose photos load first, at high priority: a phone's first row, where its largest paint is. More
 * would share a phone's link with that photo (~15 KiB each); the others load once laid out.
 */
const LISTING_EAGER_CARDS = 2;

export interface ListingViewProps {
  /** Undefined while the page still resolves what to list (a category's id from its slug). */
  scope: ListingScope | undefined;
  /** A lookup failed before the list could be asked for. */
  scopeError?: boolean;
  /** The lookup found there is nothing to list (no such category): the empty state, not skeletons. */
  scopeEmpty?: boolean;
  kind: ListingKind;
  /** The order when the URL names none (newest, or cheapest first on the hot list, relevance for a search). */
  defaultSort: ProductSort;
  skeletonCount: number;
  errorText: string;
  emptyText: string;
  cardAction?: (product: CardProduct) => ReactNode;
}

/**
 * A listing with sort, filters and paging (issue 13), its state in the URL. Phone: a sticky "Sort | Filter"
 * bar opening bottom sheets. Desktop (lg): a left rail of the same facets and a sort select. Cards come 24 at
 * a time (`view=card`); "Load more" appends the next page under them, so nothing above moves.
 */
export function ListingView({
  scope,
  scopeError = false,
  scopeEmpty = false,
  kind,
  defaultSort,
  skeletonCount,
  errorText,
  emptyText,
  cardAction,
}: ListingViewProps) {
  const tx = useText({ LISTING_TEXT });
  const { filters, setFilters } = useListingFilters(defaultSort);
  const listing = useInfiniteQuery({
    ...listingQuery(scope ?? { search: '' }, filters),
    enabled: scope !== undefined,
    // While new filters load, the list they refine stays (dimmed); another category's list never does.
    placeholderData: (previous, previousQuery) =>
      scope && isListingOf(scope, previousQuery?.queryKey) ? previous : undefined,
  });
  const products = listing.data?.pages.flatMap((page) => page.data);
  const facets = listing.data?.pages[0]?.facets;
  const sort = filters.sort ?? defaultSort;
  const filterCount = activeFilterCount(filters);
  const onSort = (next: ProductSort) => setFilters({ ...filters, sort: next });
  const clearFilters = () => setFilters({ ...NO_LISTING_FILTERS, sort: filters.sort });

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <aside aria-labelledby="filter-rail-title" className="hidden lg:block">
        <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto pr-2 pb-6">
          <div className="mb-3 flex h-10 items-center justify-between">
            <h2 id="filter-rail-title" className="text-sm font-bold tracking-wider text-ink uppercase">
              {tx.LISTING_TEXT.filters}
            </h2>
            {filterCount > 0 ? (
              <button type="button" className={buttonClass('link', 'sm', 'px-0')} onClick={clearFilters}>
                {tx.LISTING_TEXT.clearAll}
              </button>
            ) : null}
          </div>
          {listing.isError || scopeError || scopeEmpty ? null : (
            // Not on a phone's screen: a page in another language hydrates the rail once its texts arrive.
            <LaterTexts>
              <FacetPanel facets={facets} filters={filters} onChange={setFilters} idPrefix="rail" />
            </LaterTexts>
          )}
        </div>
      </aside>

      <div className="min-w-0">
        <PhoneBar
          scope={scope}
          filters={filters}
          sort={sort}
          kind={kind}
          filterCount={filterCount}
          onSort={onSort}
          onApply={setFilters}
        />
        <div className="mb-3 flex min-h-10 items-center justify-between gap-4">
          <p role="status" className="text-sm text-muted">
            {facets ? tx.LISTING_TEXT.productCount(facets.total, facets.totalCapped) : ''}
          </p>
          <div className="hidden lg:block">
            <SortSelect value={sort} kind={kind} onChange={onSort} />
          </div>
        </div>
        <ActiveFilters filters={filters} onChange={setFilters} />
        <div
          aria-busy={listing.isPlaceholderData}
          className={listing.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <ProductGrid
            products={scopeEmpty ? [] : products}
            isPending={!scopeEmpty && (listing.isPending || scope === undefined)}
            isError={listing.isError || scopeError}
            skeletonCount={skeletonCount}
            errorText={errorText}
            emptyText={filterCount > 0 ? tx.LISTING_TEXT.noMatches : emptyText}
            eagerCount={LISTING_EAGER_CARDS}
            cardAction={cardAction}
            gridClassName={GRID_BESIDE_RAIL}
          />
        </div>
        {listing.hasNextPage && products && facets ? (
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="text-sm text-muted">
              {tx.LISTING_TEXT.shownOf(products.length, facets.total, facets.totalCapped)}
            </p>
            <button
              type="button"
              className={buttonClass('outline', 'md', 'min-w-48')}
              disabled={listing.isFetchingNextPage}
              onClick={() => void listing.fetchNextPage()}
            >
              {listing.isFetchingNextPage ? tx.LISTING_TEXT.loadingMore : tx.LISTING_TEXT.loadMore}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

interface PhoneBarProps {
  scope: ListingScope | undefined;
  filters: ListingFilters;
  sort: ProductSort;
  kind: ListingKind;
  filterCount: number;
  onSort: (sort: ProductSort) => void;
  onApply: (filters: ListingFilters) => void;
}

/** The phone's "Sort | Filter" bar, held under the header while the list scrolls. Focus returns to it on close. */
function PhoneBar({ scope, filters, sort, kind, filterCount, onSort, onApply }: PhoneBarProps) {
  const tx = useText({ LISTING_TEXT, POPULARITY_SORT_LABEL, SORT_LABELS });
  const half =
    'flex h-12 cursor-pointer items-center justify-center gap-2 text-sm font-semibold tracking-wider text-ink uppercase disabled:cursor-wait disabled:text-muted';
  return (
    <nav
      aria-label={tx.LISTING_TEXT.sortAndFilter}
      className="sticky top-14 z-20 -mx-4 mb-3 grid grid-cols-2 divide-x divide-line border-y border-line bg-surface lg:hidden"
    >
      <Sheet>
        <SheetTrigger className={half} aria-label={`${tx.LISTING_TEXT.sort}, ${sortLabel(sort, kind, tx)}`}>
          <ArrowUpDown aria-hidden="true" className="size-4" />
          {tx.LISTING_TEXT.sort}
        </SheetTrigger>
        <SortSheetContent value={sort} kind={kind} onChange={onSort} />
      </Sheet>
      <Sheet>
        <SheetTrigger
          className={half}
          disabled={scope === undefined}
          aria-label={tx.LISTING_TEXT.filterWithCount(filterCount)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {tx.LISTING_TEXT.filter}
          {filterCount > 0 ? (
            <span
              aria-hidden="true"
              className="flex size-5 items-center justify-center rounded-full bg-brand-700 text-[11px] text-white"
            >
              {filterCount}
            </span>
          ) : null}
        </SheetTrigger>
        {scope ? <FilterSheetContent scope={scope} filters={filters} onApply={onApply} /> : null}
      </Sheet>
    </nav>
  );
}
