import { assetUrl } from '@zari/api-client';
import {
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  type AdminCategory,
  DISCLOSURE_TEXT,
  slugFromTitle,
} from '@zari/contract';
import { AdminCategoryCreate } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { PendingButton } from '@zari/ui/pending-button';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  Card,
  EditButton,
  ListState,
  PageHeader,
  TableFrame,
  TextField,
  tdClass,
} from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors, serverFieldError } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useCategories, useSaveCategory } from '../api/categories';
import { useTaxClasses } from '../api/tax-classes';
import { DisclosureFields, disclosureDraftOf, disclosuresOf } from './disclosure-fields';
import { ImageUploadField } from './image-upload-field';
import { MissingHindiBadge } from './missing-hindi-badge';
import { hsnOf, TaxFields, taxFieldErrors } from './tax-fields';

const { columns } = ADMIN_TEXT.categories;
const categoryColumns = [columns.image, columns.title, columns.slug, columns.position, columns.products];

function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const save = useSaveCategory();
  const classes = useTaxClasses();
  const [draft, setDraft] = useState({
    title: category?.title ?? '',
    titleHi: category?.translations?.hi?.title ?? '',
    slug: category?.slug ?? '',
    image: category?.image ?? '',
    position: String(category?.position ?? 0),
    hsn: category?.hsn ?? '',
    // The table's default for a category with none named: what a new category gets on the server too.
    taxClass: category?.taxClass ?? 'other',
    // Issue 34: what its products inherit where their own disclosures are blank.
    disclosureDefaults: disclosureDraftOf(category?.disclosureDefaults),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new category's slug follows its title (the contract's slug rule) until staff type a slug of their
  // own; an existing category keeps its slug, since links to it are out in the world.
  const [slugTouched, setSlugTouched] = useState(Boolean(category));
  const [uploading, setUploading] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const { titleHi, ...fields } = draft;
    const parsed = AdminCategoryCreate.safeParse({
      ...fields,
      translations: { hi: { title: titleHi } },
      position: Number(draft.position),
      hsn: hsnOf(draft),
      disclosureDefaults: disclosuresOf(draft.disclosureDefaults),
    });
    const taxErrors = taxFieldErrors(draft, classes.data);
    if (!parsed.success || Object.keys(taxErrors).length > 0)
      return setErrors({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...taxErrors });
    setErrors({});
    save.mutate(
      { id: category?._id, body: parsed.data },
      {
        onSuccess: () => {
          toastDone(category ? ADMIN_MESSAGES.categoryUpdated : ADMIN_MESSAGES.categoryCreated);
          onDone();
        },
        onError: (error) => {
          const message = failureMessage(error, ADMIN_TEXT.common.saveFailed);
          const onField = serverFieldError(message);
          if (onField) setErrors(onField);
          else toastFailed(message);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={ADMIN_TEXT.categories.fields.title}
        error={errors.title}
        value={draft.title}
        onChange={(e) =>
          setDraft({
            ...draft,
            title: e.target.value,
            ...(slugTouched ? {} : { slug: slugFromTitle(e.target.value) }),
          })
        }
      />
      <TextField
        label={ADMIN_TEXT.categories.fields.titleHi}
        hint={ADMIN_TEXT.products.fields.hindiHint}
        error={errors['translations.hi.title']}
        lang="hi"
        value={draft.titleHi}
        onChange={(e) => setDraft({ ...draft, titleHi: e.target.value })}
      />
      <TextField
        label={ADMIN_TEXT.categories.fields.slug}
        error={errors.slug}
        value={draft.slug}
        onChange={(e) => {
          // Emptied by hand, the slug follows the title again.
          setSlugTouched(e.target.value !== '');
          setDraft({ ...draft, slug: e.target.value });
        }}
      />
      <TextField
        label={ADMIN_TEXT.categories.fields.position}
        error={errors.position}
        inputMode="numeric"
        value={draft.position}
        onChange={(e) => setDraft({ ...draft, position: e.target.value })}
      />
      <ImageUploadField
        label={ADMIN_TEXT.categories.fields.image}
        value={draft.image}
        error={errors.image ? ADMIN_TEXT.categories.imageRequired : undefined}
        // The upload answers after the fact: the rest of the form may have changed meanwhile, so only the
        // image is set on the form as it is then (the banner form's race, issue 31).
        onChange={(image) => setDraft((now) => ({ ...now, image }))}
        onUploading={setUploading}
      />
      <TaxFields
        forCategory
        draft={draft}
        errors={errors}
        onChange={(tax) => setDraft({ ...draft, ...tax })}
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-bold">{DISCLOSURE_TEXT.categoryDefaults}</legend>
        <DisclosureFields
          forCategory
          draft={draft.disclosureDefaults}
          errors={errors}
          errorPrefix="disclosureDefaults"
          onChange={(disclosureDefaults) => setDraft((now) => ({ ...now, disclosureDefaults }))}
        />
      </fieldset>
      <div className="flex gap-2 sm:col-span-2">
        <PendingButton type="submit" variant="brand" pending={save.isPending} disabled={uploading}>
          {ADMIN_TEXT.common.save}
        </PendingButton>
        <Button variant="ghost" onClick={onDone}>
          {ADMIN_TEXT.common.cancel}
        </Button>
      </div>
    </form>
  );
}

/** /admin/categories: the storefront's categories in order, each editable; new ones added here. */
export function CategoriesScreen() {
  const [missingHindi, setMissingHindi] = useState(false);
  const categories = useCategories(missingHindi);
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.categories.title}
        actions={
          <Button variant="brand" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {ADMIN_TEXT.categories.newCategory}
          </Button>
        }
      />
      <label className="mb-4 flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={missingHindi}
          onChange={(event) => setMissingHindi(event.target.checked)}
        />
        {ADMIN_TEXT.categories.missingHindi}
      </label>
      {editing ? (
        <Card className="mb-4" title={editing === 'new' ? ADMIN_TEXT.categories.newCategory : editing.title}>
          <CategoryForm
            key={editing === 'new' ? 'new' : editing._id}
            category={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : null}
      <ListState
        query={categories}
        isEmpty={(categories.data ?? []).length === 0}
        empty={ADMIN_TEXT.categories.empty}
      >
        <TableFrame columns={categoryColumns} actionsLabel={ADMIN_TEXT.common.edit}>
          {(categories.data ?? []).map((category) => (
            <tr key={category._id}>
              <td className={tdClass}>
                <img
                  src={assetUrl(category.image)}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 rounded object-cover"
                />
              </td>
              <td className={tdClass}>
                {category.title}
                {category.translations?.hi?.title ? (
                  <span lang="hi" className="block text-xs text-muted">
                    {category.translations.hi.title}
                  </span>
                ) : (
                  <MissingHindiBadge />
                )}
              </td>
              <td className={`${tdClass} font-mono text-xs`}>{category.slug}</td>
              <td className={tdClass}>{category.position}</td>
              <td className={tdClass}>{category.productCount}</td>
              <td className={tdClass}>
                <EditButton name={category.title} onClick={() => setEditing(category)} />
              </td>
            </tr>
          ))}
        </TableFrame>
      </ListState>
    </>
  );
}
