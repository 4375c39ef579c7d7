import { HOME_TEXT } from '@zari/contract';
import { lazy } from 'react';
import { useText } from '@/lib/i18n';
import { HomeSection } from './section';

const AllProductsGrid = lazy(() =>
  import('./product-grids').then(({ AllProductsGrid }) => ({ default: AllProductsGrid })),
);

export function AllProductsSection() {
  const tx = useText({ HOME_TEXT });
  return (
    <HomeSection id="all-products" title={tx.HOME_TEXT.allProducts} deferred>
      <AllProductsGrid />
    </HomeSection>
  );
}
