import { HOME_ERRORS, HOME_TEXT, STOREFRONT_TEXT } from '@zari/contract';
import { useText } from '@/lib/i18n';
import { bannerLabel, Poster, PosterState } from './posters';
import { HomeSection } from './section';

export function NowOrNeverSection() {
  const tx = useText({ HOME_ERRORS, HOME_TEXT, STOREFRONT_TEXT });
  return (
    <HomeSection id="now-or-never" title={tx.HOME_TEXT.nowOrNever} deferred>
      <PosterState
        name="now-and-never"
        errorText={tx.HOME_ERRORS.nowOrNever}
        skeletonClassName="aspect-16/7 w-full rounded-2xl"
      >
        {([slide]) =>
          slide ? (
            <Poster
              slide={slide}
              label={bannerLabel(tx.HOME_TEXT.nowOrNever, 0, [slide], tx.STOREFRONT_TEXT)}
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
