import { assetUrl } from '@zari/api-client';
import { ADMIN_MESSAGES, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { cn } from '@zari/ui/cn';
import { ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';

/** Refused before a byte is sent, with the API's own words, when the browser already knows the answer. */
export function photoRefusal(file: File): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return ADMIN_MESSAGES.imageNotAnImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return ADMIN_MESSAGES.imageTooLarge;
  return null;
}

const moved = (images: readonly string[], from: number, to: number) => {
  const next = [...images];
  const [image] = next.splice(from, 1);
  next.splice(to, 0, image as string);
  return next;
};

/** How the product's photos (large, dragged into order) and a colour's own photos (small) are shown. */
const LOOKS = {
  product: {
    list: 'grid-cols-3',
    photo: 'cursor-grab bg-canvas',
    image: { width: 120, height: 160 },
  },
  variant: {
    list: 'grid-cols-4',
    photo: 'bg-surface',
    image: { width: 80, height: 107 },
  },
} as const;

/**
 * A list of photos, the first being the cover: each moved one place earlier (a button, for keyboards and
 * phones) or removed, and on a product dragged into place too. `onChange` gets the whole new list to save.
 */
export function PhotoList({
  images,
  look,
  disabled,
  onChange,
  labels,
}: {
  images: readonly string[];
  look: keyof typeof LOOKS;
  disabled: boolean;
  onChange: (images: string[]) => void;
  labels: { moveEarlier: (position: number) => string; remove: (position: number) => string };
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const { list, photo, image: size } = LOOKS[look];
  const draggable = look === 'product';
  return (
    <ol className={cn('grid gap-2', list)}>
      {images.map((image, index) => (
        <li
          key={image}
          draggable={draggable || undefined}
          onDragStart={draggable ? () => setDragged(index) : undefined}
          onDragOver={draggable ? (event) => event.preventDefault() : undefined}
          onDrop={
            draggable
              ? (event) => {
                  event.preventDefault();
                  if (dragged !== null && dragged !== index) onChange(moved(images, dragged, index));
                  setDragged(null);
                }
              : undefined
          }
          className={cn(
            'group relative aspect-[3/4] overflow-hidden rounded-lg border border-line',
            photo,
            dragged === index && 'opacity-50',
          )}
        >
          <img
            src={assetUrl(image)}
            alt=""
            width={size.width}
            height={size.height}
            className="size-full object-cover"
          />
          <div className="absolute inset-x-1 bottom-1 flex justify-between">
            {index > 0 ? (
              <Button
                variant="outline"
                size="icon"
                className="size-7 bg-surface/90"
                aria-label={labels.moveEarlier(index + 1)}
                disabled={disabled}
                onClick={() => onChange(moved(images, index, index - 1))}
              >
                <ArrowUp aria-hidden="true" className="size-3.5 -rotate-90" />
              </Button>
            ) : (
              <span />
            )}
            <Button
              variant="outline"
              size="icon"
              className="size-7 bg-surface/90 text-danger"
              aria-label={labels.remove(index + 1)}
              disabled={disabled}
              onClick={() => onChange(images.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
