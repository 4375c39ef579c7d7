import { assetUrl } from '@zari/api-client';
import {
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  type AdminProduct,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
} from '@zari/contract';
import { AdminVariantPatch } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { PendingButton } from '@zari/ui/pending-button';
import { ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { TextField } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { uploadVariantPhoto, useUpdateVariant } from '../api/variants';

type Variant = AdminProduct['variants'][number];

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const moved = (images: readonly string[], from: number, to: number) => {
  const next = [...images];
  const [image] = next.splice(from, 1);
  next.splice(to, 0, image as string);
  return next;
};

/**
 * One colour edited after it was added (issue 31): its swatch, name, price (MRP) and discounted price saved
 * together through the variant call, validated by the contract's schema; its own photos added (uploaded
 * under the colour), moved earlier and removed, each saved at once as the product's photos are.
 */
export function VariantEditor({ productId, variant }: { productId: string; variant: Variant }) {
  const update = useUpdateVariant(productId, variant._id);
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({
    colorCode: variant.colorCode,
    colorName: variant.colorName ?? '',
    price: String(variant.price),
    discountedPrice: String(variant.discountedPrice),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState<string | null>(null);
  const name = variant.colorName || variant.colorCode;
  const onError = (error: Error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminVariantPatch.safeParse({
      ...draft,
      price: numberOf(draft.price),
      discountedPrice: numberOf(draft.discountedPrice),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    update.mutate(parsed.data, { onSuccess: () => toastDone(ADMIN_MESSAGES.variantUpdated), onError });
  };

  const saveImages = (images: string[]) =>
    update.mutate({ images }, { onSuccess: () => toastDone(ADMIN_MESSAGES.variantUpdated), onError });

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      if (
        !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) ||
        file.size > IMAGE_UPLOAD_MAX_BYTES
      ) {
        toastFailed(
          `${ADMIN_TEXT.products.uploadFailed(file.name)}: ${
            file.size > IMAGE_UPLOAD_MAX_BYTES ? ADMIN_MESSAGES.imageTooLarge : ADMIN_MESSAGES.imageNotAnImage
          }`,
        );
        continue;
      }
      setUploading(ADMIN_TEXT.products.uploading(file.name, 0));
      try {
        await uploadVariantPhoto(productId, variant._id, file, (percent) =>
          setUploading(ADMIN_TEXT.products.uploading(file.name, percent)),
        );
        toastDone(ADMIN_MESSAGES.imageUploaded);
      } catch (error) {
        toastFailed(`${ADMIN_TEXT.products.uploadFailed(file.name)}: ${failureMessage(error, '')}`);
      }
    }
    setUploading(null);
    await update.invalidate();
  };

  return (
    <section aria-label={ADMIN_TEXT.variantEdit.title(name)} className="space-y-3 rounded-lg bg-canvas p-3">
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-2">
        <TextField
          label={ADMIN_TEXT.products.variantColor}
          error={errors.colorCode}
          type="color"
          className="h-11 p-1"
          value={draft.colorCode}
          onChange={(event) => setDraft({ ...draft, colorCode: event.target.value })}
        />
        <TextField
          label={ADMIN_TEXT.products.variantName}
          error={errors.colorName}
          value={draft.colorName}
          onChange={(event) => setDraft({ ...draft, colorName: event.target.value })}
        />
        <TextField
          label={ADMIN_TEXT.products.variantPrice}
          error={errors.price}
          inputMode="decimal"
          value={draft.price}
          onChange={(event) => setDraft({ ...draft, price: event.target.value })}
        />
        <TextField
          label={ADMIN_TEXT.products.variantDiscountedPrice}
          error={errors.discountedPrice}
          inputMode="decimal"
          value={draft.discountedPrice}
          onChange={(event) => setDraft({ ...draft, discountedPrice: event.target.value })}
        />
        <PendingButton
          type="submit"
          variant="brand"
          size="sm"
          className="col-span-2"
          pending={update.isPending}
        >
          {ADMIN_TEXT.variantEdit.save}
        </PendingButton>
      </form>

      <div>
        <p className="mb-2 text-sm font-medium">{ADMIN_TEXT.variantEdit.photos}</p>
        {variant.images.length === 0 ? (
          <p className="text-xs text-muted">{ADMIN_TEXT.variantEdit.photosEmpty}</p>
        ) : (
          <ol className="grid grid-cols-4 gap-2">
            {variant.images.map((image, index) => (
              <li
                key={image}
                className="relative aspect-[3/4] overflow-hidden rounded-lg border border-line bg-surface"
              >
                <img
                  src={assetUrl(image)}
                  alt=""
                  width={80}
                  height={107}
                  className="size-full object-cover"
                />
                <div className="absolute inset-x-1 bottom-1 flex justify-between">
                  {index > 0 ? (
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-7 bg-surface/90"
                      aria-label={ADMIN_TEXT.variantEdit.movePhotoEarlier(index + 1)}
                      disabled={update.isPending}
                      onClick={() => saveImages(moved(variant.images, index, index - 1))}
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
                    aria-label={ADMIN_TEXT.variantEdit.removePhoto(index + 1)}
                    disabled={update.isPending}
                    onClick={() => saveImages(variant.images.filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {uploading ? (
          <p className="mt-2 text-xs text-muted" aria-live="polite">
            {uploading}
          </p>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          multiple
          className="sr-only"
          aria-label={`${ADMIN_TEXT.variantEdit.addPhotos}: ${name}`}
          onChange={(event) => void onFiles(event)}
        />
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={uploading !== null}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {ADMIN_TEXT.variantEdit.addPhotos}
        </Button>
      </div>
    </section>
  );
}
