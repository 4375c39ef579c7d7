import { HOME_ERRORS, type PosterSet, STOREFRONT_TEXT } from '@zari/contract';
import { RenderWhenNear } from '@zari/ui/render-when-near';
import { useText } from '@/lib/i18n';
import { bannerLabel, Poster, PosterState } from './posters';

export function SubPosterSection({ name }: { name: Extract<PosterSet, 'sub-poster-1' | 'sub-poster-2'> }) {
  const tx = useText({ HOME_ERRORS, STOREFRONT_TEXT });
  return (
    <section aria-label={tx.STOREFRONT_TEXT.promotions} className="mx-auto w-full max-w-7xl px-4">
      {/* Without JavaScript, no banner and no empty block where it would be. */}
      <RenderWhenNear noScript={null}>
        <PosterState
          name={name}
          errorText={tx.HOME_ERRORS.poster}
          skeletonClassName="aspect-8/3 w-full rounded-2xl"
        >
          {([slide]) =>
            slide ? (
              <Poster
                slide={slide}
                label={bannerLabel(tx.STOREFRONT_TEXT.promotions, 0, [slide], tx.STOREFRONT_TEXT)}
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
