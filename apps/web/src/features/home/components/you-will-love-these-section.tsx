import { HOME_ERRORS, HOME_TEXT } from '@zari/contract';
import { PortraitCarousel, PosterState } from './posters';
import { HomeSection } from './section';

export function YouWillLoveTheseSection() {
  return (
    <HomeSection id="you-will-love-these" title={HOME_TEXT.youWillLoveThese} deferred>
      <PosterState
        name="you-will-love-these"
        errorText={HOME_ERRORS.youWillLoveThese}
        skeletonClassName="aspect-3/2 w-full rounded-2xl md:aspect-3/1"
      >
        {(slides) => <PortraitCarousel label={HOME_TEXT.youWillLoveThese} slides={slides} />}
      </PosterState>
    </HomeSection>
  );
}
