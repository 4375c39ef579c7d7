/**
 * The home's product grids (the three tops grids and All Products), in a chunk of their own: their sections
 * sit below the first screen and load this code, with the product cards, only as the shopper nears them.
 */
import {
  EMPTY_TEXT,
  HOME_ERRORS,
  HOME_GRID_MAX,
  HOME_TOPS_CATEGORY_SLUG,
  homeTopsGrid,
  PRODUCT_PAGE_SIZE_DEFAULT,
  STOREFRONT_TEXT,
} from '@zari/contract';
import { buttonClass } from '@zari/ui/button-class';
import { useCategories, useProductPages, useProducts } from '@/features/catalog';
import { useText } from '@/lib/i18n';
import { HomeGrid } from './home-grid';

/** The tops-and-blouses products, fetched once for the three home grids, when the first of them nears. */
function useTopsAndBlouses() {
  const categories = useCategories();
  const tops = categories.data?.find((category) => category.slug === HOME_TOPS_CATEGORY_SLUG);
  const products = useProducts({ categoryId: tops?._id, limit: HOME_GRID_MAX * 3 }, Boolean(tops));
  const missing = categories.isSuccess && !tops;
  return {
    products: missing ? [] : products.data,
    isPending: !missing && (categories.isPending || products.isPending),
    isError: categories.isError || products.isError,
  };
}

export function TopsGrid({ part }: { part: 0 | 1 | 2 }) {
  const tx = useText({ EMPTY_TEXT, HOME_ERRORS });
  const tops = useTopsAndBlouses();
  const products = tops.products ? homeTopsGrid(tops.products, part) : undefined;
  return (
    <HomeGrid
      products={products}
      isPending={tops.isPending}
      isError={tops.isError}
      errorText={tx.HOME_ERRORS.topsAndBlouses}
      emptyText={tx.EMPTY_TEXT.productsAtTheMoment}
      skeletonCount={HOME_GRID_MAX}
    />
  );
}

export function AllProductsGrid() {
  const tx = useText({ EMPTY_TEXT, HOME_ERRORS, STOREFRONT_TEXT });
  const pages = useProductPages({ limit: PRODUCT_PAGE_SIZE_DEFAULT });
  const products = pages.data?.pages.flatMap((page) => page.data);
  return (
    <>
      <HomeGrid
        products={products}
        isPending={pages.isPending}
        isError={pages.isError}
        errorText={tx.HOME_ERRORS.products}
        emptyText={tx.EMPTY_TEXT.products}
        skeletonCount={HOME_GRID_MAX}
      />
      {pages.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? `${tx.STOREFRONT_TEXT.loading}…` : tx.STOREFRONT_TEXT.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}
