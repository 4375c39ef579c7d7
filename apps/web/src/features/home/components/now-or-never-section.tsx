import { HOME_ERRORS, HOME_TEXT } from '@zari/contract';
import { bannerLabel, Poster, PosterState } from './posters';
import { HomeSection } from './section';

export function NowOrNeverSection() {
  return (
    <HomeSection id="now-or-never" title={HOME_TEXT.nowOrNever} deferred>
      <PosterState
        name="now-and-never"
        errorText={HOME_ERRORS.nowOrNever}
        skeletonClassName="aspect-16/7 w-full rounded-2xl"
      >
        {([slide]) =>
          slide ? (
            <Poster
              slide={slide}
              label={bannerLabel(HOME_TEXT.nowOrNever, 0, [slide])}
              className="aspect-16/7"
              width={1600}
              height={700}
            />
          ) : null
        }
      </PosterState>
    </HomeSection>
  );
}
