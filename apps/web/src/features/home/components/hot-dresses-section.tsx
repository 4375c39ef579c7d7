import { HOME_ERRORS, HOME_TEXT, STOREFRONT_TEXT } from '@zari/contract';
import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';
import { PortraitCarousel, PosterState } from './posters';
import { HomeSection } from './section';

export function HotDressesSection() {
  const tx = useText({ HOME_ERRORS, HOME_TEXT, STOREFRONT_TEXT });
  const hotList = paths.hotList.getHref();
  return (
    <HomeSection
      id="hot-rn-dresses"
      deferred
      // Without JavaScript its title and View all still lead to the dresses.
      noScript={null}
      title={
        <LightLink to={hotList} className="hover:text-brand-700">
          {tx.HOME_TEXT.hotRnDresses}
        </LightLink>
      }
      action={
        <LightLink
          to={hotList}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        >
          {tx.STOREFRONT_TEXT.viewAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LightLink>
      }
    >
      <PosterState
        name="hot-rn-dresses"
        errorText={tx.HOME_ERRORS.dresses}
        skeletonClassName="aspect-3/2 w-full rounded-2xl md:aspect-3/1"
      >
        {(slides) => (
          <PortraitCarousel label={tx.HOME_TEXT.hotRnDresses} slides={slides} fallbackLink={hotList} />
        )}
      </PosterState>
    </HomeSection>
  );
}
