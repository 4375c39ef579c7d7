import {
  EMPTY_TEXT,
  HOME_ERRORS,
  HOME_TEXT,
  HOT_LIST_CATEGORY_SLUG,
  LISTING_DEFAULT_SORTS,
  SKELETON_COUNT,
} from '@zari/contract';
import { Breadcrumb, categoriesQueryOptions, useCategories } from '@/features/catalog';
import { ListingView, prefetchListing } from '@/features/listing';
import { listedPageHead, RouteHead } from '@/features/seo';
import { ProductCardHeart } from '@/features/wishlist';
import { useText } from '@/lib/i18n';
import type { PageLoader } from '@/lib/page-loader';

/** The dresses' first page, cheapest first unless the URL sorts otherwise, in the server's HTML. */
export const loader: PageLoader = async ({ request, queryClient }) => {
  const categories = await queryClient.ensureQueryData(categoriesQueryOptions()).catch(() => undefined);
  const dresses = categories?.find((category) => category.slug === HOT_LIST_CATEGORY_SLUG);
  if (!dresses) return;
  await prefetchListing(
    queryClient,
    { categoryId: dresses._id },
    new URL(request.url),
    LISTING_DEFAULT_SORTS.hotList,
  );
};

/** SPEC §2 hot list: the dresses, cheapest discounted price first unless the shopper sorts otherwise. */
export default function HotListPage() {
  const tx = useText({ EMPTY_TEXT, HOME_ERRORS, HOME_TEXT });
  const categories = useCategories();
  const dresses = categories.data?.find((category) => category.slug === HOT_LIST_CATEGORY_SLUG);

  return (
    <main className="mx-auto w-full max-w-7xl space-y-4 px-4 pt-4 pb-10">
      <RouteHead head={(origin) => listedPageHead('hotList', origin)} />
      <Breadcrumb current={tx.HOME_TEXT.hotRnDresses} />
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">{tx.HOME_TEXT.hotRnDresses}</h1>
      <ListingView
        scope={dresses ? { categoryId: dresses._id } : undefined}
        scopeError={categories.isError}
        scopeEmpty={categories.isSuccess && !dresses}
        kind="browse"
        defaultSort={LISTING_DEFAULT_SORTS.hotList}
        skeletonCount={SKELETON_COUNT.hotList}
        errorText={tx.HOME_ERRORS.products}
        emptyText={tx.EMPTY_TEXT.products}
        cardAction={(product) => <ProductCardHeart productId={product._id} />}
      />
    </main>
  );
}
