import { HOME_TEXT } from '@zari/contract';
import { lazy } from 'react';
import { HomeSection } from './section';

const AllProductsGrid = lazy(() =>
  import('./product-grids').then(({ AllProductsGrid }) => ({ default: AllProductsGrid })),
);

export function AllProductsSection() {
  return (
    <HomeSection id="all-products" title={HOME_TEXT.allProducts} deferred>
      <AllProductsGrid />
    </HomeSection>
  );
}
