import {
  EMPTY_TEXT,
  HOME_ERRORS,
  HOME_GRID_MAX,
  HOME_TEXT,
  HOME_TOPS_CATEGORY_SLUG,
  homeTopsGrid,
} from '@zari/contract';
import { useCategories, useProducts } from '@/features/catalog';
import { HomeGrid } from './home-grid';
import { HomeSection } from './section';

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

/**
 * One of the three home grids of up to 6 tops (SPEC §2). Each shows the next six when the category has
 * them, else the first six again, so no grid is ever half a story.
 */
export function TopsGridSection({ part }: { part: 0 | 1 | 2 }) {
  return (
    <HomeSection id={`tops-${part}`} title={HOME_TEXT.topsAndBlouses} deferred>
      <TopsGrid part={part} />
    </HomeSection>
  );
}

function TopsGrid({ part }: { part: 0 | 1 | 2 }) {
  const tops = useTopsAndBlouses();
  const products = tops.products ? homeTopsGrid(tops.products, part) : undefined;
  return (
    <HomeGrid
      products={products}
      isPending={tops.isPending}
      isError={tops.isError}
      errorText={HOME_ERRORS.topsAndBlouses}
      emptyText={EMPTY_TEXT.productsAtTheMoment}
      skeletonCount={HOME_GRID_MAX}
    />
  );
}
