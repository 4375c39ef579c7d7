import { HOME_ERRORS, HOME_TEXT } from '@zari/contract';
import { useText } from '@/lib/i18n';
import { PortraitCarousel, PosterState } from './posters';
import { HomeSection } from './section';

export function YouWillLoveTheseSection() {
  const tx = useText({ HOME_ERRORS, HOME_TEXT });
  return (
    <HomeSection id="you-will-love-these" title={tx.HOME_TEXT.youWillLoveThese} deferred>
      <PosterState
        name="you-will-love-these"
        errorText={tx.HOME_ERRORS.youWillLoveThese}
        skeletonClassName="aspect-3/2 w-full rounded-2xl md:aspect-3/1"
      >
        {(slides) => <PortraitCarousel label={tx.HOME_TEXT.youWillLoveThese} slides={slides} />}
      </PosterState>
    </HomeSection>
  );
}
