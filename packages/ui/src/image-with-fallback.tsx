import { type ImageMeta, responsiveImage } from '@zari/contract';
import { ImageOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
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

/**
 * Every storefront image (DESIGN §9 Images): `srcset`, `sizes`, width and height from the pipeline's media
 * (AVIF first where it was made), lazy below the fold, and a neutral placeholder when it fails (SPEC §4).
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
  if (!responsive?.avifSrcSet) return image;
  return (
    <picture className="contents">
      <source type="image/avif" sizes={drawnSizes} srcSet={responsive.avifSrcSet} />
      {image}
    </picture>
  );
}
