import { HOME_ERRORS, HOME_TEXT, STOREFRONT_TEXT } from '@zari/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PortraitCarousel, PosterState } from './posters';
import { HomeSection } from './section';

export function HotDressesSection() {
  const hotList = paths.hotList.getHref();
  return (
    <HomeSection
      id="hot-rn-dresses"
      deferred
      // Without JavaScript its title and View all still lead to the dresses.
      noScript={null}
      title={
        <Link to={hotList} className="hover:text-brand-700">
          {HOME_TEXT.hotRnDresses}
        </Link>
      }
      action={
        <Link to={hotList} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          {STOREFRONT_TEXT.viewAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      <PosterState
        name="hot-rn-dresses"
        errorText={HOME_ERRORS.dresses}
        skeletonClassName="aspect-3/2 w-full rounded-2xl md:aspect-3/1"
      >
        {(slides) => (
          <PortraitCarousel label={HOME_TEXT.hotRnDresses} slides={slides} fallbackLink={hotList} />
        )}
      </PosterState>
    </HomeSection>
  );
}
