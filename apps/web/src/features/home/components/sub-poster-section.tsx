import { HOME_ERRORS, type PosterSet, STOREFRONT_TEXT } from '@zari/contract';
import { RenderWhenNear } from '@zari/ui/render-when-near';
import { bannerLabel, Poster, PosterState } from './posters';

export function SubPosterSection({ name }: { name: Extract<PosterSet, 'sub-poster-1' | 'sub-poster-2'> }) {
  return (
    <section aria-label={STOREFRONT_TEXT.promotions} className="mx-auto w-full max-w-7xl px-4">
      {/* Without JavaScript, no banner and no empty block where it would be. */}
      <RenderWhenNear noScript={null}>
        <PosterState
          name={name}
          errorText={HOME_ERRORS.poster}
          skeletonClassName="aspect-8/3 w-full rounded-2xl"
        >
          {([slide]) =>
            slide ? (
              <Poster
                slide={slide}
                label={bannerLabel(STOREFRONT_TEXT.promotions, 0, [slide])}
                className="aspect-8/3"
                width={1600}
                height={600}
              />
            ) : null
          }
        </PosterState>
      </RenderWhenNear>
    </section>
  );
}
