import { EMPTY_TEXT, HOME_ERRORS, SKELETON_COUNT } from '@zari/contract';
import { useLocation, useParams } from 'react-router';
import { Breadcrumb, CategoryPills, readCategoryNavState, useCategories } from '@/features/catalog';
import { ListingView } from '@/features/listing';
import { RouteHead } from '@/features/seo';
import { ProductCardHeart } from '@/features/wishlist';
import NotFoundPage from './not-found';

/**
 * SPEC §2 category screen, with issue 13's sort, filters and paging. The id normally arrives in navigation
 * state; a cold load or a refresh has none, so the slug is resolved through the category list.
 */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  const navState = readCategoryNavState(useLocation().state);
  const categories = useCategories();
  const bySlug = categories.data?.find((category) => category.slug === slug);
  const categoryId = navState?.categoryId ?? bySlug?._id;
  const title = bySlug?.title ?? navState?.categoryTitle ?? slug.replace(/-/g, ' ');
  // A slug no category has is not a category: the 404 page, not an empty listing that pretends to be one.
  const unknownSlug = categories.isSuccess && !bySlug;
  if (unknownSlug) return <NotFoundPage />;

  return (
    <main className="mx-auto w-full max-w-7xl space-y-4 px-4 pt-4 pb-10">
      <RouteHead screen="category" slug={slug} category={bySlug} />
      <Breadcrumb current={title} />
      <h1 className="font-display text-2xl font-semibold capitalize sm:text-3xl">{title}</h1>
      <CategoryPills categories={categories.data} activeSlug={slug} />
      <ListingView
        scope={categoryId ? { categoryId } : undefined}
        scopeError={!categoryId && categories.isError}
        kind="browse"
        defaultSort="newest"
        skeletonCount={SKELETON_COUNT.category}
        errorText={HOME_ERRORS.products}
        emptyText={EMPTY_TEXT.productsInCategory}
        cardAction={(product) => <ProductCardHeart productId={product._id} />}
      />
    </main>
  );
}
