import {
  EMPTY_TEXT,
  HOME_ERRORS,
  HOME_GRID_MAX,
  HOME_TEXT,
  PRODUCT_PAGE_SIZE_DEFAULT,
  STOREFRONT_TEXT,
} from '@zari/contract';
import { buttonClass } from '@/components/ui/button-class';
import { useProductPages } from '@/features/catalog';
import { HomeGrid } from './home-grid';
import { HomeSection } from './section';

export function AllProductsSection() {
  return (
    <HomeSection id="all-products" title={HOME_TEXT.allProducts} deferred>
      <AllProductsGrid />
    </HomeSection>
  );
}

function AllProductsGrid() {
  const pages = useProductPages({ limit: PRODUCT_PAGE_SIZE_DEFAULT });
  const products = pages.data?.pages.flatMap((page) => page.data);
  return (
    <>
      <HomeGrid
        products={products}
        isPending={pages.isPending}
        isError={pages.isError}
        errorText={HOME_ERRORS.products}
        emptyText={EMPTY_TEXT.products}
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
            {pages.isFetchingNextPage ? `${STOREFRONT_TEXT.loading}…` : STOREFRONT_TEXT.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}
