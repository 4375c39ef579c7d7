import { assetUrl } from '@zari/api-client';
import {
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  type AdminProduct,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { cn } from '@zari/ui/cn';
import { ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Card } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { uploadProductPhoto, useProductsInvalidation, useUpdateProduct } from '../api/products';

interface Upload {
  name: string;
  percent: number;
}

/** Refused before a byte is sent, with the API's own words, when the browser already knows the answer. */
function refusal(file: File): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return ADMIN_MESSAGES.imageNotAnImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return ADMIN_MESSAGES.imageTooLarge;
  return null;
}

const move = (images: string[], from: number, to: number) => {
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
};

/**
 * A product's photos: uploads one file at a time with its progress, reordering by drag (or the arrow
 * button, for keyboards and phones), removal; the first photo is the cover the storefront shows.
 */
export function ProductPhotos({ product }: { product: AdminProduct }) {
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateProduct(product._id);
  const invalidate = useProductsInvalidation();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  const saveOrder = (images: string[]) =>
    update.mutate(
      { images },
      {
        onSuccess: () => toastDone(ADMIN_MESSAGES.productUpdated),
        onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
      },
    );

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      const refused = refusal(file);
      if (refused) {
        toastFailed(`${ADMIN_TEXT.products.uploadFailed(file.name)}: ${refused}`);
        continue;
      }
      setUpload({ name: file.name, percent: 0 });
      try {
        await uploadProductPhoto(product._id, file, (percent) => setUpload({ name: file.name, percent }));
        toastDone(ADMIN_MESSAGES.imageUploaded);
      } catch (error) {
        toastFailed(`${ADMIN_TEXT.products.uploadFailed(file.name)}: ${failureMessage(error, '')}`);
      }
    }
    setUpload(null);
    await invalidate();
  };

  return (
    <Card title={ADMIN_TEXT.products.photos}>
      <p className="mb-3 text-xs text-muted">{ADMIN_TEXT.products.photosHint}</p>
      <ol className="grid grid-cols-3 gap-2">
        {product.images.map((image, index) => (
          <li
            key={image}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== index) saveOrder(move(product.images, dragged, index));
              setDragged(null);
            }}
            className={cn(
              'group relative aspect-[3/4] cursor-grab overflow-hidden rounded-lg border border-line bg-canvas',
              dragged === index && 'opacity-50',
            )}
          >
            <img src={assetUrl(image)} alt="" width={120} height={160} className="size-full object-cover" />
            <div className="absolute inset-x-1 bottom-1 flex justify-between">
              {index > 0 ? (
                <Button
                  variant="outline"
                  size="icon"
                  className="size-7 bg-surface/90"
                  aria-label={ADMIN_TEXT.products.movePhotoEarlier(index + 1)}
                  disabled={update.isPending}
                  onClick={() => saveOrder(move(product.images, index, index - 1))}
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
                aria-label={ADMIN_TEXT.products.removePhoto(index + 1)}
                disabled={update.isPending}
                onClick={() => saveOrder(product.images.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {upload ? (
        <div className="mt-3" aria-live="polite">
          <p className="text-xs text-muted">{ADMIN_TEXT.products.uploading(upload.name, upload.percent)}</p>
          <progress
            className="mt-1 h-2 w-full accent-brand-500"
            max={100}
            value={upload.percent}
            aria-label={ADMIN_TEXT.products.uploading(upload.name, upload.percent)}
          />
        </div>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        multiple
        className="sr-only"
        aria-label={ADMIN_TEXT.products.addPhotos}
        onChange={(event) => void onFiles(event)}
      />
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={upload !== null}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {ADMIN_TEXT.products.addPhotos}
      </Button>
    </Card>
  );
}
