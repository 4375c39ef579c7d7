import { assetUrl } from '@zari/api-client';
import {
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  type BannerSlot,
  bannerCrop,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
} from '@zari/contract';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { failureMessage } from '@/lib/admin-api';
import { toastFailed } from '@/lib/notify';
import { uploadImage } from '../api/categories';

export interface PictureSize {
  width: number;
  height: number;
}

/** The picture in its slot's shape, as the storefront shows it (covering, centred), and what is cut. */
function SlotPreview({
  src,
  slot,
  known,
}: {
  src: string;
  slot: BannerSlot;
  known?: PictureSize | undefined;
}) {
  const [loaded, setLoaded] = useState<PictureSize | null>(null);
  const size = known ?? loaded;
  const crop = size ? bannerCrop(size, slot.aspect) : null;
  return (
    <figure className="w-48 shrink-0">
      <img
        src={assetUrl(src)}
        alt={ADMIN_TEXT.banners.previewLabel(slot.label)}
        style={{ aspectRatio: `${slot.aspect.width} / ${slot.aspect.height}` }}
        className="w-full rounded-lg border border-line object-cover"
        onLoad={(event) =>
          setLoaded({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
      />
      {crop ? (
        <figcaption className="mt-1 text-xs text-muted">
          {crop.percent > 0
            ? ADMIN_TEXT.banners.cropNote(crop.percent, crop.side)
            : ADMIN_TEXT.banners.cropNone}
        </figcaption>
      ) : null}
    </figure>
  );
}

/**
 * One image for a category or a banner slide: uploads on choice with its progress, then hands back the
 * stored path. The browser refuses what the API would, with the API's words. `onUploading` tells the form
 * an upload is under way, so it can hold its Save until the path is known; `slot` previews a banner's crop.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  onUploading,
  slot,
  size,
  error,
}: {
  label: string;
  value: string;
  /** The stored path, and the picture's size as the pipeline recorded it. */
  onChange: (path: string, size: PictureSize) => void;
  onUploading?: (uploading: boolean) => void;
  slot?: BannerSlot;
  /** The current picture's size when known (a poster's `media`), for the crop note. */
  size?: PictureSize | undefined;
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
    onUploading?.(true);
    try {
      const answer = await uploadImage(file, setPercent);
      onChange(answer.data.path, { width: answer.data.width, height: answer.data.height });
    } catch (failure) {
      toastFailed(failureMessage(failure, ADMIN_TEXT.products.uploadFailed(file.name)));
    } finally {
      setPercent(null);
      onUploading?.(false);
    }
  };
  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium">{label}</span>
      {slot ? (
        <p className="mb-1.5 text-xs text-muted">
          {ADMIN_TEXT.banners.recommended(
            slot.recommended.width,
            slot.recommended.height,
            `${slot.aspect.width}:${slot.aspect.height}`,
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {value && slot ? <SlotPreview key={value} src={value} slot={slot} known={size} /> : null}
        {value && !slot ? (
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
          aria-label={`${ADMIN_TEXT.categories.uploadImage}: ${label}`}
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
