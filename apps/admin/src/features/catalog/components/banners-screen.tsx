import type { ApiData } from '@zari/api-client';
import { ADMIN_MESSAGES, ADMIN_TEXT } from '@zari/contract';
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
import { ImageUploadField } from './image-upload-field';

type PosterSet = ApiData<'adminListPosters'>[number];
interface Slide {
  /** Only for React's list keys: slides are edited, added and removed in place. */
  rowId: string;
  image: string;
  link: string;
}

/** One banner set: its slides in order, each an image and the storefront path it leads to. */
function PosterSetForm({ poster }: { poster: PosterSet }) {
  const save = useSavePoster();
  const [slides, setSlides] = useState<Slide[]>(
    poster.images.map((image, index) => ({
      rowId: crypto.randomUUID(),
      image,
      link: poster.links?.[index] ?? '',
    })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (index: number, slide: Partial<Slide>) =>
    setSlides(slides.map((current, i) => (i === index ? { ...current, ...slide } : current)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminPosterUpdate.safeParse({
      slides: slides.map((slide) => ({ image: slide.image, link: slide.link.trim() || null })),
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
  return (
    <Card title={poster.name}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ol className="space-y-4">
          {slides.map((slide, index) => (
            <li
              key={slide.rowId}
              className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_auto]"
            >
              <ImageUploadField
                label={ADMIN_TEXT.banners.slide(index + 1)}
                value={slide.image}
                error={errors[`slides.${index}.image`]}
                onChange={(image) => change(index, { image })}
              />
              <Field label={ADMIN_TEXT.banners.link} error={errors[`slides.${index}.link`]}>
                {(props) => (
                  <Input
                    {...props}
                    value={slide.link}
                    onChange={(e) => change(index, { link: e.target.value })}
                  />
                )}
              </Field>
              <Button
                variant="ghost"
                size="icon"
                className="self-end text-danger"
                aria-label={`${ADMIN_TEXT.common.remove} ${ADMIN_TEXT.banners.slide(index + 1)}`}
                onClick={() => setSlides(slides.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setSlides([...slides, { rowId: crypto.randomUUID(), image: '', link: '' }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {ADMIN_TEXT.banners.addSlide}
          </Button>
          <PendingButton type="submit" variant="brand" size="sm" pending={save.isPending}>
            {ADMIN_TEXT.banners.saveSet}
          </PendingButton>
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
