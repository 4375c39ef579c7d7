import { ADMIN_MESSAGES, ADMIN_TEXT, type AdminProduct, IMAGE_UPLOAD_TYPES } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Card } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { uploadProductPhoto, useProductsInvalidation, useUpdateProduct } from '../api/products';
import { PhotoList, photoRefusal } from './photo-list';

interface Upload {
  name: string;
  percent: number;
}

/**
 * A product's photos: uploads one file at a time with its progress, reordering by drag (or the arrow
 * button, for keyboards and phones), removal; the first photo is the cover the storefront shows.
 */
export function ProductPhotos({ product }: { product: AdminProduct }) {
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateProduct(product._id);
  const invalidate = useProductsInvalidation();
  const [upload, setUpload] = useState<Upload | null>(null);

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
      const refused = photoRefusal(file);
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
      <PhotoList
        images={product.images}
        look="product"
        disabled={update.isPending}
        onChange={saveOrder}
        labels={{
          moveEarlier: ADMIN_TEXT.products.movePhotoEarlier,
          remove: ADMIN_TEXT.products.removePhoto,
        }}
      />
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
