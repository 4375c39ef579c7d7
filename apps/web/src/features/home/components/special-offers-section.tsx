import { HOME_ERRORS, HOME_TEXT, STOREFRONT_TEXT } from '@zari/contract';
import { Skeleton } from '@zari/ui/skeleton';
import { useText } from '@/lib/i18n';
import { bannerLabel, Poster, PosterState } from './posters';
import { HomeSection } from './section';

// On a phone the two smaller offers stack full width too: side by side, their printed sublines shrank to ~5 px.
const SPECIAL_OFFERS_GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr] lg:grid-rows-2';
// On a desktop the main offer spans both rows beside the two small ones: its height is theirs, not 3:2.
const SPECIAL_OFFERS_MAIN = 'aspect-3/2 sm:col-span-2 lg:col-span-1 lg:row-span-2 lg:aspect-auto';

export function SpecialOffersSection() {
  const tx = useText({ HOME_ERRORS, HOME_TEXT, STOREFRONT_TEXT });
  return (
    <HomeSection id="special-offers" title={tx.HOME_TEXT.specialOffers}>
      <PosterState
        name="special-offer"
        errorText={tx.HOME_ERRORS.specialOffers}
        skeletonClassName="aspect-2/1 w-full rounded-2xl"
        skeleton={
          <div className={SPECIAL_OFFERS_GRID}>
            <Skeleton className={`${SPECIAL_OFFERS_MAIN} w-full rounded-2xl`} />
            <Skeleton className="aspect-3/2 w-full rounded-2xl" />
            <Skeleton className="aspect-3/2 w-full rounded-2xl" />
          </div>
        }
      >
        {(slides) => {
          const label = (at: number) =>
            bannerLabel(tx.HOME_TEXT.specialOffers, at, slides, tx.STOREFRONT_TEXT);
          const [main, ...rest] = slides;
          if (main && slides.length > 2) {
            return (
              <div className={SPECIAL_OFFERS_GRID}>
                <Poster
                  slide={main}
                  label={label(0)}
                  className={SPECIAL_OFFERS_MAIN}
                  width={1200}
                  height={800}
                  priority
                />
                {rest.slice(0, 2).map((slide, at) => (
                  <Poster
                    key={slide.image}
                    slide={slide}
                    label={label(at + 1)}
                    className="aspect-3/2"
                    width={1200}
                    height={800}
                  />
                ))}
              </div>
            );
          }
          return (
            <div className="grid gap-3 sm:grid-cols-2">
              {slides.map((slide, at) => (
                <Poster
                  key={slide.image}
                  slide={slide}
                  label={label(at)}
                  className="aspect-3/2"
                  width={1200}
                  height={800}
                />
              ))}
            </div>
          );
        }}
      </PosterState>
    </HomeSection>
  );
}
