import { EMPTY_TEXT, LISTING_DEFAULT_SORTS, LISTING_TEXT, SKELETON_COUNT } from '@zari/contract';
import { data, useLocation, useParams } from 'react-router';
import {
  Breadcrumb,
  CategoryPills,
  categoriesQueryOptions,
  readCategoryNavState,
  useCategories,
} from '@/features/catalog';
import { ListingView, prefetchListing } from '@/features/listing';
import { categoryHead, RouteHead } from '@/features/seo';
import { ProductCardHeart } from '@/features/wishlist';
import { localizeCategory, useLocale, useText } from '@/lib/i18n';
import type { PageLoader } from '@/lib/page-loader';
import NotFoundPage from './not-found';

/**
 * The category (its head, title and breadcrumb) and the first page of its listing as the URL filters it, in
 * the server's HTML. A slug no category has answers 404. If the category list cannot be read, the page
 * renders its own error state and the browser asks again.
 */
export const loader: PageLoader = async ({ params, request, queryClient }) => {
  const categories = await queryClient.ensureQueryData(categoriesQueryOptions()).catch(() => undefined);
  if (!categories) return;
  const category = categories.find((candidate) => candidate.slug === params.slug);
  if (!category) throw data(null, { status: 404 });
  await prefetchListing(
    queryClient,
    { categoryId: category._id },
    new URL(request.url),
    LISTING_DEFAULT_SORTS.category,
  );
};

/**
 * SPEC §2 category screen, with issue 13's sort, filters and paging. The id normally arrives in navigation
 * state; a cold load or a refresh has none, so the slug is resolved through the category list.
 */
export default function CategoryPage() {
  const tx = useText({ EMPTY_TEXT, LISTING_TEXT });
  const { slug = '' } = useParams();
  const navState = readCategoryNavState(useLocation().state);
  const categories = useCategories();
  const bySlug = categories.data?.find((category) => category.slug === slug);
  const categoryId = navState?.categoryId ?? bySlug?._id;
  const locale = useLocale();
  const title =
    (bySlug && localizeCategory(bySlug, locale).title) ?? navState?.categoryTitle ?? slug.replace(/-/g, ' ');
  // A slug no category has is not a category: the 404 page, not an empty listing that pretends to be one.
  // The loader answers that before the page renders; this covers a category list read only after it.
  const unknownSlug = categories.isSuccess && !bySlug;
  if (unknownSlug) return <NotFoundPage />;

  return (
    <main className="mx-auto w-full max-w-7xl space-y-4 px-4 pt-4 pb-10">
      <RouteHead head={(origin) => categoryHead(slug, bySlug && localizeCategory(bySlug, locale), origin)} />
      <Breadcrumb current={title} />
      <h1 className="font-display text-2xl font-semibold capitalize sm:text-3xl">{title}</h1>
      <CategoryPills categories={categories.data} activeSlug={slug} />
      <ListingView
        scope={categoryId ? { categoryId } : undefined}
        scopeError={!categoryId && categories.isError}
        kind="browse"
        defaultSort={LISTING_DEFAULT_SORTS.category}
        skeletonCount={SKELETON_COUNT.category}
        errorText={tx.LISTING_TEXT.productsLoadError}
        emptyText={tx.EMPTY_TEXT.productsInCategory}
        cardAction={(product) => <ProductCardHeart productId={product._id} />}
      />
    </main>
  );
}
