import { HOME_TEXT } from '@zari/contract';
import { lazy } from 'react';
import { useText } from '@/lib/i18n';
import { HomeSection } from './section';

const TopsGrid = lazy(() => import('./product-grids').then(({ TopsGrid }) => ({ default: TopsGrid })));

/**
 * One of the three home grids of up to 6 tops (SPEC §2). Each shows the next six when the category has
 * them, else the first six again, so no grid is ever half a story.
 */
export function TopsGridSection({ part }: { part: 0 | 1 | 2 }) {
  const tx = useText({ HOME_TEXT });
  return (
    <HomeSection id={`tops-${part}`} title={tx.HOME_TEXT.topsAndBlouses} deferred>
      <TopsGrid part={part} />
    </HomeSection>
  );
}
