import { ImageOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';

export interface ImageWithFallbackProps extends Omit<ComponentProps<'img'>, 'width' | 'height' | 'src'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: with it the browser reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: load eagerly, and with high priority for the LCP image. */
  priority?: boolean;
}

/** An image with explicit size, lazy below the fold, and a neutral placeholder when it fails (SPEC §4). */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
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
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
      className={cn('bg-brand-50 object-cover', className)}
      {...props}
    />
  );
}
