import { EMPTY_TEXT, HOME_ERRORS, SKELETON_COUNT } from '@zari/contract';
import { useLocation, useParams } from 'react-router';
import {
  Breadcrumb,
  CategoryPills,
  ProductGrid,
  readCategoryNavState,
  useCategories,
  useProductsByCategory,
} from '@/features/catalog';
import { ProductCardHeart } from '@/features/wishlist';
import { useDocumentTitle } from '@/lib/use-document-title';
import NotFoundPage from './not-found';

/**
 * SPEC §2 category screen. The id normally arrives in navigation state; a cold load or a refresh has none,
 * so the slug is resolved through the category list.
 */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  const navState = readCategoryNavState(useLocation().state);
  const categories = useCategories();
  const bySlug = categories.data?.find((category) => category.slug === slug);
  const categoryId = navState?.categoryId ?? bySlug?._id;
  const products = useProductsByCategory(categoryId);
  const title = bySlug?.title ?? navState?.categoryTitle ?? slug.replace(/-/g, ' ');
  // A slug no category has is not a category: the 404 page, not an empty listing that pretends to be one.
  const unknownSlug = categories.isSuccess && !bySlug;
  // The page's title effect runs after the 404 page's, so it names the 404 itself.
  useDocumentTitle(
    unknownSlug
      ? { screen: 'notFound' }
      : { screen: 'category', categoryTitle: bySlug?.title ?? navState?.categoryTitle },
  );
  if (unknownSlug) return <NotFoundPage />;

  return (
    <main className="mx-auto w-full max-w-7xl space-y-4 px-4 pt-4 pb-10">
      <Breadcrumb current={title} />
      <h1 className="font-display text-2xl font-semibold capitalize sm:text-3xl">{title}</h1>
      <CategoryPills categories={categories.data} activeSlug={slug} />
      <ProductGrid
        products={products.data}
        isPending={products.isPending || (!categoryId && categories.isPending)}
        isError={products.isError || (!categoryId && categories.isError)}
        skeletonCount={SKELETON_COUNT.category}
        errorText={HOME_ERRORS.products}
        emptyText={EMPTY_TEXT.productsInCategory}
        eagerCount={4}
        cardAction={(product) => <ProductCardHeart productId={product._id} />}
      />
    </main>
  );
}
