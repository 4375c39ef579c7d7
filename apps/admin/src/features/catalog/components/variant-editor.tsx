import { ADMIN_MESSAGES, ADMIN_TEXT, type AdminProduct, IMAGE_UPLOAD_TYPES } from '@zari/contract';
import { AdminVariantPatch } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { PendingButton } from '@zari/ui/pending-button';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { uploadVariantPhoto, useUpdateVariant } from '../api/variants';
import { PhotoList, photoRefusal } from './photo-list';
import { type VariantDraft, VariantFields, variantBody } from './variant-fields';

type Variant = AdminProduct['variants'][number];

/**
 * One colour edited after it was added (issue 31): its swatch, name, price (MRP) and discounted price saved
 * together through the variant call, validated by the contract's schema; its own photos added (uploaded
 * under the colour), moved earlier and removed, each saved at once as the product's photos are.
 */
export function VariantEditor({ productId, variant }: { productId: string; variant: Variant }) {
  const update = useUpdateVariant(productId, variant._id);
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<VariantDraft>({
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
    const parsed = AdminVariantPatch.safeParse(variantBody(draft));
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
      const refused = photoRefusal(file);
      if (refused) {
        toastFailed(`${ADMIN_TEXT.products.uploadFailed(file.name)}: ${refused}`);
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
        <VariantFields draft={draft} errors={errors} onChange={setDraft} />
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
          <PhotoList
            images={variant.images}
            look="variant"
            disabled={update.isPending}
            onChange={saveImages}
            labels={{
              moveEarlier: ADMIN_TEXT.variantEdit.movePhotoEarlier,
              remove: ADMIN_TEXT.variantEdit.removePhoto,
            }}
          />
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
