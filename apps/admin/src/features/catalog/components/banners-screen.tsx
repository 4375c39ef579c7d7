import type { ApiData } from '@zari/api-client';
import { ADMIN_MESSAGES, ADMIN_TEXT, bannerSlotOf } from '@zari/contract';
import { AdminPosterUpdate } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { Input } from '@zari/ui/input';
import { PendingButton } from '@zari/ui/pending-button';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Card, Field, ListState, PageHeader } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { usePosters, useSavePoster } from '../api/posters';
import { ImageUploadField, type PictureSize } from './image-upload-field';

type PosterSet = ApiData<'adminListPosters'>[number];
interface Slide {
  /** Only for React's list keys: slides are edited, added and removed in place. */
  rowId: string;
  image: string;
  link: string;
  /** Issue 35: its alt text on the Hindi storefront ('' for none). */
  altHi: string;
  /** The picture's size when known, for the crop note. */
  size?: PictureSize | undefined;
}

/**
 * One banner set, named by where it shows: its slides in order, each an image (with its slot's recommended
 * size and crop preview) and the storefront path it leads to. Every change is applied to the slides as they
 * are when it lands, keyed by slide, so a link typed while a picture uploads is still there when the upload
 * finishes; Save waits for every upload, so it never sends the picture being replaced (issue 31).
 */
function PosterSetForm({ poster }: { poster: PosterSet }) {
  const save = useSavePoster();
  const [slides, setSlides] = useState<Slide[]>(
    poster.images.map((image, index) => ({
      rowId: crypto.randomUUID(),
      image,
      link: poster.links?.[index] ?? '',
      altHi: poster.translations?.hi?.alts?.[index] ?? '',
      size: poster.media?.[image],
    })),
  );
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (rowId: string, slide: Partial<Slide>) =>
    setSlides((current) => current.map((row) => (row.rowId === rowId ? { ...row, ...slide } : row)));
  const markUploading = (rowId: string, busy: boolean) =>
    setUploading((current) => {
      const next = new Set(current);
      if (busy) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
  const busy = uploading.size > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = AdminPosterUpdate.safeParse({
      slides: slides.map((slide) => ({
        image: slide.image,
        link: slide.link.trim() || null,
        // Sent only when typed: a slide without it has none (the set's Hindi alts are rewritten on save).
        ...(slide.altHi.trim() && { translations: { hi: { alt: slide.altHi } } }),
      })),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { name: poster.name, body: parsed.data },
      {
        onSuccess: () => toastDone(ADMIN_MESSAGES.posterUpdated),
        onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
      },
    );
  };
  const place = ADMIN_TEXT.banners.slots[poster.name];
  return (
    <Card title={place}>
      <p className="-mt-2 mb-3 text-xs text-muted">
        {ADMIN_TEXT.banners.slotHints[poster.name]} <span className="font-mono">({poster.name})</span>
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ol className="space-y-4">
          {slides.map((slide, index) => {
            const slot = bannerSlotOf(poster.name, index);
            const slideLabel =
              slot.label === place
                ? ADMIN_TEXT.banners.slide(index + 1)
                : `${ADMIN_TEXT.banners.slide(index + 1)} · ${slot.label}`;
            return (
              <li
                key={slide.rowId}
                className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
              >
                <ImageUploadField
                  label={slideLabel}
                  value={slide.image}
                  slot={slot}
                  error={errors[`slides.${index}.image`]}
                  size={slide.size}
                  onChange={(image, size) => change(slide.rowId, { image, size })}
                  onUploading={(now) => markUploading(slide.rowId, now)}
                />
                <Field label={ADMIN_TEXT.banners.link} error={errors[`slides.${index}.link`]}>
                  {(props) => (
                    <Input
                      {...props}
                      value={slide.link}
                      onChange={(e) => change(slide.rowId, { link: e.target.value })}
                    />
                  )}
                </Field>
                <Field label={ADMIN_TEXT.banners.altHi} error={errors[`slides.${index}.translations.hi.alt`]}>
                  {(props) => (
                    <Input
                      {...props}
                      lang="hi"
                      value={slide.altHi}
                      onChange={(e) => change(slide.rowId, { altHi: e.target.value })}
                    />
                  )}
                </Field>
                <Button
                  variant="ghost"
                  size="icon"
                  className="self-end text-danger"
                  aria-label={`${ADMIN_TEXT.common.remove} ${ADMIN_TEXT.banners.slide(index + 1)}`}
                  disabled={uploading.has(slide.rowId)}
                  onClick={() => setSlides((current) => current.filter((row) => row.rowId !== slide.rowId))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setSlides((current) => [
                ...current,
                { rowId: crypto.randomUUID(), image: '', link: '', altHi: '' },
              ])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {ADMIN_TEXT.banners.addSlide}
          </Button>
          <PendingButton type="submit" variant="brand" size="sm" pending={save.isPending} disabled={busy}>
            {ADMIN_TEXT.banners.saveSet}
          </PendingButton>
          {busy ? (
            <p role="status" className="text-xs text-muted">
              {ADMIN_TEXT.banners.uploading}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

/** /admin/banners: every banner set of the storefront, with where each slide leads. */
export function BannersScreen() {
  const posters = usePosters();
  return (
    <>
      <PageHeader title={ADMIN_TEXT.banners.title} />
      <ListState query={posters} isEmpty={(posters.data ?? []).length === 0} empty={ADMIN_TEXT.banners.empty}>
        <div className="space-y-4">
          {(posters.data ?? []).map((poster) => (
            <PosterSetForm key={`${poster._id}-${poster.images.join()}`} poster={poster} />
          ))}
        </div>
      </ListState>
    </>
  );
}
