import {
  EMPTY_TEXT,
  HOME_ERRORS,
  HOME_TEXT,
  HOT_LIST_CATEGORY_SLUG,
  PRODUCT_PAGE_SIZE_MAX,
  SKELETON_COUNT,
} from '@zari/contract';
import { useMemo } from 'react';
import { Breadcrumb, ProductGrid, useCategories, useProducts } from '@/features/catalog';
import { ProductCardHeart } from '@/features/wishlist';
import { useDocumentTitle } from '@/lib/use-document-title';

const byDiscountedPrice = (a: { discountedAmount: number }, b: { discountedAmount: number }) =>
  a.discountedAmount - b.discountedAmount;

/** SPEC §2 hot list: the dresses, cheapest discounted price first (the server sorts; we keep it so). */
export default function HotListPage() {
  useDocumentTitle({ screen: 'hotList' });
  const categories = useCategories();
  const dresses = categories.data?.find((category) => category.slug === HOT_LIST_CATEGORY_SLUG);
  const products = useProducts(
    { categoryId: dresses?._id, sort: 'price-asc', limit: PRODUCT_PAGE_SIZE_MAX },
    categories.isSuccess || categories.isError,
  );
  const sorted = useMemo(() => products.data?.slice().sort(byDiscountedPrice), [products.data]);

  return (
    <main className="mx-auto w-full max-w-7xl space-y-4 px-4 pt-4 pb-10">
      <Breadcrumb current={HOME_TEXT.hotRnDresses} />
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">{HOME_TEXT.hotRnDresses}</h1>
      <ProductGrid
        products={sorted}
        isPending={products.isPending}
        isError={products.isError}
        skeletonCount={SKELETON_COUNT.hotList}
        errorText={HOME_ERRORS.products}
        emptyText={EMPTY_TEXT.products}
        eagerCount={4}
        cardAction={(product) => <ProductCardHeart productId={product._id} />}
      />
    </main>
  );
}
