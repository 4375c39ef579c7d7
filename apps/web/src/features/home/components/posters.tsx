import { assetUrl } from '@zari/api-client';
import { type PosterSet, STOREFRONT_TEXT } from '@zari/contract';
import { ErrorBox } from '@zari/ui/error-box';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { Skeleton } from '@zari/ui/skeleton';
import { type PosterSlide, usePosterSlides } from '@/features/catalog';
import { useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';
import { Carousel } from './carousel';

/** A poster set's states in one place: skeleton, red box, nothing when empty, else the images. */
export function PosterState({
  name,
  errorText,
  skeletonClassName,
  skeleton,
  children,
}: {
  name: PosterSet;
  errorText: string;
  skeletonClassName: string;
  /** A placeholder shaped like the loaded section, where a single box would shift the page (CLS). */
  skeleton?: React.ReactNode;
  children: (slides: PosterSlide[]) => React.ReactNode;
}) {
  const poster = usePosterSlides(name);
  if (poster.isPending) return skeleton ?? <Skeleton className={skeletonClassName} />;
  if (poster.isError) return <ErrorBox>{errorText}</ErrorBox>;
  if (poster.data.length === 0) return null;
  return <>{children(poster.data)}</>;
}

/** "SPECIAL OFFERS, banner 2 of 3": a banner link's name, since its picture has no words a reader gets. */
export const bannerLabel = (
  section: string,
  at: number,
  slides: readonly PosterSlide[],
  text: typeof STOREFRONT_TEXT = STOREFRONT_TEXT,
) => text.bannerLabel(section, at + 1, slides.length);

/**
 * A banner leads where its poster data says (a category, the hot list, a product); nowhere without a link.
 * `className` lays out the banner itself (the grid item: its spans, its shape), so the picture inside only
 * fills it.
 */
export function PosterLink({
  slide,
  label,
  className,
  children,
}: {
  slide: PosterSlide;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const box = `block rounded-2xl ${className ?? ''}`;
  if (!slide.link) return <div className={box}>{children}</div>;
  return (
    <LightLink to={slide.link} aria-label={label} className={box}>
      {children}
    </LightLink>
  );
}

export function Poster({
  slide,
  label,
  className,
  width,
  height,
  priority = false,
}: {
  slide: PosterSlide;
  label: string;
  /** The banner's layout in its grid (spans, aspect ratio). */
  className: string;
  width: number;
  height: number;
  /** In the first screen on a phone: the main special offer is often the largest paint there. */
  priority?: boolean;
}) {
  return (
    // The layout is the banner's, never the picture's: on the picture, the main special offer's two-row span
    // reached no grid item, and the grid kept a hole under the small tile (issue 36).
    <PosterLink slide={slide} label={label} className={className}>
      <ImageWithFallback
        src={assetUrl(slide.image)}
        media={slide.media}
        sizes="(min-width: 1280px) 1248px, 100vw"
        alt=""
        width={width}
        height={height}
        priority={priority}
        className="size-full rounded-2xl"
      />
    </PosterLink>
  );
}

/**
 * Portrait posters, two a screen on a phone and four on a desktop, each leading where its poster data says;
 * `fallbackLink` is where a poster without a link of its own leads (SPEC §2: HOT RN: DRESSES → the hot list).
 */
export function PortraitCarousel({
  label,
  slides,
  fallbackLink,
}: {
  label: string;
  slides: PosterSlide[];
  fallbackLink?: string;
}) {
  const tx = useText({ STOREFRONT_TEXT });
  return (
    <Carousel
      label={label}
      perView={2}
      perViewWide={4}
      slideClassName="px-1.5"
      className="-mx-1.5"
      slides={slides.map((slide, at) => (
        <PosterLink
          key={slide.image}
          slide={{ ...slide, link: slide.link ?? fallbackLink ?? null }}
          label={bannerLabel(label, at, slides, tx.STOREFRONT_TEXT)}
        >
          <ImageWithFallback
            src={assetUrl(slide.image)}
            media={slide.media}
            sizes="(min-width: 1024px) 25vw, 50vw"
            alt=""
            width={400}
            height={533}
            className="aspect-3/4 w-full rounded-xl"
          />
        </PosterLink>
      ))}
    />
  );
}
