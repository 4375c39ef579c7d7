import { assetUrl } from '@zari/api-client';
import { ADMIN_MESSAGES, ADMIN_TEXT, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@zari/contract';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { failureMessage } from '@/lib/admin-api';
import { toastFailed } from '@/lib/notify';
import { uploadImage } from '../api/categories';

/**
 * One image for a category or a banner slide: uploads on choice with its progress, then hands back the
 * stored path. The browser refuses what the API would, with the API's words.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (path: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type))
      return toastFailed(ADMIN_MESSAGES.imageNotAnImage);
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return toastFailed(ADMIN_MESSAGES.imageTooLarge);
    setPercent(0);
    try {
      const answer = await uploadImage(file, setPercent);
      onChange(answer.data.path);
    } catch (failure) {
      toastFailed(failureMessage(failure, ADMIN_TEXT.products.uploadFailed(file.name)));
    } finally {
      setPercent(null);
    }
  };
  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium">{label}</span>
      <div className="flex items-center gap-3">
        {value ? (
          <img
            src={assetUrl(value)}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-lg object-cover"
          />
        ) : null}
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold hover:bg-canvas"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {ADMIN_TEXT.categories.uploadImage}
        </label>
        <input
          id={id}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          className="sr-only"
          aria-invalid={Boolean(error)}
          disabled={percent !== null}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {percent !== null ? (
        <progress className="mt-2 h-2 w-full accent-brand-500" max={100} value={percent} aria-label={label} />
      ) : null}
      {error ? <p className="mt-1 text-xs font-medium text-danger">{error}</p> : null}
    </div>
  );
}
