import { assetUrl } from '@zari/api-client';
import { HOME_ERRORS, STOREFRONT_TEXT } from '@zari/contract';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { useText } from '@/lib/i18n';
import { Carousel } from './carousel';
import { bannerLabel, PosterLink, PosterState } from './posters';

export function HeroSection() {
  const tx = useText({ HOME_ERRORS, STOREFRONT_TEXT });
  return (
    <div className="mx-auto w-full max-w-7xl sm:px-4 sm:pt-4">
      <PosterState
        name="hero-banner"
        errorText={tx.HOME_ERRORS.hero}
        // The carousel's dots sit below the slides (mt-3 + h-6); the placeholder keeps their room.
        skeletonClassName="mb-9 aspect-2/1 w-full rounded-none sm:rounded-2xl"
      >
        {(slides) => (
          <Carousel
            label={tx.STOREFRONT_TEXT.featured}
            slides={slides.map((slide, at) => (
              <PosterLink
                key={slide.image}
                slide={slide}
                label={bannerLabel(tx.STOREFRONT_TEXT.featured, at, slides, tx.STOREFRONT_TEXT)}
              >
                <ImageWithFallback
                  src={assetUrl(slide.image)}
                  media={slide.media}
                  sizes="(min-width: 1280px) 1248px, 100vw"
                  alt=""
                  width={1600}
                  height={800}
                  priority={at === 0}
                  className="aspect-2/1 w-full sm:rounded-2xl"
                />
              </PosterLink>
            ))}
          />
        )}
      </PosterState>
    </div>
  );
}
