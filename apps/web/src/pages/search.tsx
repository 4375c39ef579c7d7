import {
  LISTING_DEFAULT_SORTS,
  LISTING_TEXT,
  SEARCH_PAGE_TEXT,
  SEARCH_TEXT,
  SKELETON_COUNT,
} from '@zari/contract';
import { EmptyState } from '@zari/ui/empty-state';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '@/features/catalog';
import { ListingView, prefetchListing, SearchForm, searchTextFromUrl } from '@/features/listing';
import { RouteHead, searchHead } from '@/features/seo';
import { ProductCardHeart } from '@/features/wishlist';
import { useText } from '@/lib/i18n';
import type { PageLoader } from '@/lib/page-loader';

/** The first page of results for `?q=`, as the URL filters them, in the server's HTML; no text, no search. */
export const loader: PageLoader = async ({ request, queryClient }) => {
  const url = new URL(request.url);
  const query = searchTextFromUrl(url.searchParams);
  if (query) await prefetchListing(queryClient, { search: query }, url, LISTING_DEFAULT_SORTS.search);
};

/**
 * Search results (issue 13): `/search?q=`, opened from the palette. The server's search forgives a typo and
 * ranks matches; the same sort, filters and paging as a category.
 */
export default function SearchPage() {
  const tx = useText({ LISTING_TEXT, SEARCH_PAGE_TEXT, SEARCH_TEXT });
  const [params] = useSearchParams();
  const query = searchTextFromUrl(params);

  return (
    <main className="mx-auto w-full max-w-7xl space-y-4 px-4 pt-4 pb-10">
      <RouteHead head={() => searchHead(query)} />
      <Breadcrumb current={tx.SEARCH_PAGE_TEXT.heading} />
      <h1 className="font-display text-2xl font-semibold break-words sm:text-3xl">
        {query ? tx.SEARCH_PAGE_TEXT.resultsFor(query) : tx.SEARCH_PAGE_TEXT.heading}
      </h1>
      <SearchForm query={query} />
      {query ? (
        <ListingView
          scope={{ search: query }}
          kind="search"
          defaultSort={LISTING_DEFAULT_SORTS.search}
          skeletonCount={SKELETON_COUNT.category}
          errorText={tx.LISTING_TEXT.productsLoadError}
          emptyText={tx.SEARCH_TEXT.empty}
          cardAction={(product) => <ProductCardHeart productId={product._id} />}
        />
      ) : (
        <EmptyState title={tx.SEARCH_PAGE_TEXT.prompt} />
      )}
    </main>
  );
}
