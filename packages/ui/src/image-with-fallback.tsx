import { type ImageMeta, responsiveImage } from '@zari/contract';
import { ImageOff } from 'lucide-react';
import { type ComponentProps, type CSSProperties, useState, useSyncExternalStore } from 'react';
import { cn } from './cn';

export interface ImageWithFallbackProps
  extends Omit<ComponentProps<'img'>, 'width' | 'height' | 'src' | 'srcSet' | 'sizes'> {
  src: string | null | undefined;
  alt: string;
  /**
   * The box the layout draws the image in (CSS px): its shape before the image arrives (no layout shift),
   * and the size sent for an image the pipeline did not make (legacy URLs, drawings).
   */
  width: number;
  height: number;
  /** What the image pipeline recorded about `src` (a product's `media[path]`): the widths for `srcset`. */
  media?: ImageMeta | undefined;
  /** How wide the image is drawn, for picking from `srcset`; a fixed box of `width` px unless told. */
  sizes?: string;
  /** The LCP image (above the fold): fetched first (`fetchpriority="high"`), eagerly, never lazily. */
  priority?: boolean;
}

const noSubscription = () => () => {};
/**
 * False in the server's render and in the browser's hydration of it, true from then on (and in any render
 * in the browser that is not a hydration): React re-renders each image with its source once hydrated.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Every storefront image (DESIGN §9 Images): `srcset`, `sizes`, width and height from the pipeline's media
 * (AVIF first where it was made), lazy below the fold, and a neutral placeholder when it fails (SPEC §4).
 *
 * A server-rendered page's images other than the priority one are sent without a source until the page has
 * hydrated (issue 36): the browser asked for every one within its lazy-loading distance at the first layout
 * (a product's thumbnails ~47 KB, a category's cards ~65 KB, the home's slides and tiles ~100 KB), and on a
 * phone's link they took the connections and the bandwidth from the scripts, which are asked for after the
 * first paint. Until then the page shows the image's box, the same size, in the placeholder's colour; a
 * shopper without JavaScript gets the image itself from a `<noscript>` (the box hidden by the page's
 * `[data-needs-script]` rule), and the starter (public/start-after-paint.js) puts the images in if the app's
 * scripts fail to load.
 */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  media,
  sizes,
  priority = false,
  className,
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hydrated = useHydrated();
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn('flex items-center justify-center bg-brand-50 text-brand-300', className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  const responsive = responsiveImage(src, media);
  const drawnSizes = responsive ? (sizes ?? `${width}px`) : undefined;
  const image = (
    <img
      alt={alt}
      width={responsive?.width ?? width}
      height={responsive?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      // `sizes` before `srcSet`, and both before `src`, so the browser never fetches a width it then drops.
      sizes={drawnSizes}
      srcSet={responsive?.srcSet}
      src={src}
      onError={() => setFailedSrc(src)}
      className={cn('bg-brand-50 object-cover', className)}
      {...props}
    />
  );
  const picture = responsive?.avifSrcSet ? (
    <picture className="contents">
      <source type="image/avif" sizes={drawnSizes} srcSet={responsive.avifSrcSet} />
      {image}
    </picture>
  ) : (
    image
  );
  if (priority || hydrated) return picture;
  const box = {
    'data-needs-script': '',
    'data-deferred-image': '',
    style: {
      '--image-ratio': `${responsive?.width ?? width} / ${responsive?.height ?? height}`,
      ...props.style,
    } as CSSProperties,
    className: cn('bg-brand-50', className),
  };
  return (
    <>
      {alt ? <span role="img" aria-label={alt} {...box} /> : <span aria-hidden="true" {...box} />}
      <noscript>{picture}</noscript>
    </>
  );
}
