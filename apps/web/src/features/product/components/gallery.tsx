import { assetUrl } from '@zari/api-client';
import { PRODUCT_TEXT } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { Dots } from '@zari/ui/dots';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { useText } from '@/lib/i18n';
import type { GalleryImage } from '../hooks/use-product-selection';

export interface GalleryProps {
  title: string;
  images: readonly GalleryImage[];
  index: number;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

const SWIPE_MIN_PX = 40;
/** The picture spans a phone's width, and about half a desktop's beside the details. */
const GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** The product gallery: arrows that wrap, dots, swipe, and thumbnails (variant images among them). */
export function Gallery({ title, images, index, onSelect, onPrevious, onNext }: GalleryProps) {
  const tx = useText({ PRODUCT_TEXT });
  const touchStartX = useRef<number | null>(null);
  const image = images[index];
  const many = images.length > 1;
  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse">
      <div
        data-testid="gallery-picture"
        className="relative flex-1 overflow-hidden bg-brand-50 lg:rounded-2xl"
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStartX.current;
          const end = event.changedTouches[0]?.clientX;
          touchStartX.current = null;
          if (start === null || end === undefined) return;
          if (end - start <= -SWIPE_MIN_PX) onNext();
          else if (end - start >= SWIPE_MIN_PX) onPrevious();
        }}
      >
        <ImageWithFallback
          key={image?.src ?? 'none'}
          src={assetUrl(image?.src)}
          media={image?.media}
          sizes={GALLERY_SIZES}
          alt={`${title} ${index + 1} / ${Math.max(images.length, 1)}`}
          width={800}
          height={1000}
          priority
          className="aspect-4/5 w-full"
        />
        {many ? (
          <>
            <button
              type="button"
              aria-label={tx.PRODUCT_TEXT.previousImage}
              onClick={onPrevious}
              className="absolute top-1/2 left-2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow-md"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={tx.PRODUCT_TEXT.nextImage}
              onClick={onNext}
              className="absolute top-1/2 right-2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow-md"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <Dots
              count={images.length}
              current={index}
              onSelect={onSelect}
              label={tx.PRODUCT_TEXT.showImage}
              tone="light"
              className="absolute inset-x-0 bottom-1 gap-1"
            />
          </>
        ) : null}
      </div>
      {many ? (
        // On a desktop the thumbnails scroll inside the picture's height: a taller column would stretch the
        // picture's frame and leave an empty band under the 4:5 image.
        <div data-testid="gallery-thumbnails" className="lg:relative lg:w-20 lg:shrink-0">
          <ul className="flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] lg:absolute lg:inset-0 lg:flex-col lg:overflow-y-auto lg:p-0.5">
            {images.map((entry, at) => (
              <li key={`${entry.src}|${entry.variantId ?? ''}`} className="shrink-0">
                <button
                  type="button"
                  aria-label={tx.PRODUCT_TEXT.thumbnail(at + 1)}
                  aria-pressed={at === index}
                  data-variant={entry.variantId ?? undefined}
                  onClick={() => onSelect(at)}
                  className={cn(
                    'block cursor-pointer overflow-hidden rounded-lg ring-2 transition',
                    at === index ? 'ring-ink' : 'ring-transparent opacity-80 hover:opacity-100',
                  )}
                >
                  <ImageWithFallback
                    src={assetUrl(entry.src)}
                    media={entry.media}
                    alt=""
                    width={64}
                    height={80}
                    className="h-20 w-16"
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
