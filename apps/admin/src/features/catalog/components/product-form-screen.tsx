import { ADMIN_MESSAGES, ADMIN_TEXT, type AdminProduct, DISCLOSURE_TEXT, TAX_TEXT } from '@zari/contract';
import { AdminProductCreate, AdminProductPatch } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { Input } from '@zari/ui/input';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BackLink,
  Card,
  Field,
  LoadFailed,
  Loading,
  PageHeader,
  selectClass,
  TextField,
} from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors, serverFieldError } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useCategories } from '../api/categories';
import { useArchiveProduct, useCreateProduct, useProduct, useUpdateProduct } from '../api/products';
import { useTaxClasses } from '../api/tax-classes';
import { bodyOf, type Draft, draftOf, emptyDraft, toNumber } from '../utils/product-draft';
import { DisclosureFields } from './disclosure-fields';
import { ProductInfoFields } from './product-info-fields';
import { ProductPhotos } from './product-photos';
import { ProductVariants } from './product-variants';
import { StockMatrix } from './stock-matrix';
import { TaxFields, taxFieldErrors } from './tax-fields';

function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const categories = useCategories();
  const create = useCreateProduct();
  const update = useUpdateProduct(product?._id ?? '');
  const [opened] = useState<Draft>(() => (product ? draftOf(product) : emptyDraft));
  const [draft, setDraft] = useState<Draft>(opened);
  const categoryDefaults = categories.data?.find(
    (category) => category._id === draft.categoryId,
  )?.disclosureDefaults;
  const [errors, setErrors] = useState<FieldErrors>({});
  const classes = useTaxClasses();
  const saving = create.isPending || update.isPending;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const onError = (error: Error) => {
      const message = failureMessage(error, ADMIN_TEXT.common.saveFailed);
      const onField = serverFieldError(message);
      if (onField) setErrors(onField);
      else toastFailed(message);
    };
    const taxErrors = taxFieldErrors(draft, classes.data);
    if (Object.keys(taxErrors).length > 0) return setErrors(taxErrors);
    if (product) {
      const parsed = AdminProductPatch.safeParse(bodyOf(draft, opened));
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      update.mutate(parsed.data, { onSuccess: () => toastDone(ADMIN_MESSAGES.productUpdated), onError });
      return;
    }
    const parsed = AdminProductCreate.safeParse({ ...bodyOf(draft), stockCount: toNumber(draft.stockCount) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        toastDone(ADMIN_MESSAGES.productCreated);
        navigate(adminPaths.product.getHref(answer.data._id), { replace: true });
      },
      onError,
    });
  };

  const text = (
    key: 'title' | 'tag' | 'amount' | 'discountedAmount' | 'stockCount',
    label: string,
    inputMode?: 'decimal' | 'numeric',
  ) => (
    <TextField
      label={label}
      error={errors[key]}
      inputMode={inputMode}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {ADMIN_TEXT.common.fixErrors}
        </p>
      ) : null}
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          {/* Issue 35: English and Hindi side by side. */}
          {text('title', ADMIN_TEXT.products.fields.title)}
          <TextField
            label={ADMIN_TEXT.products.fields.titleHi}
            hint={ADMIN_TEXT.products.fields.hindiHint}
            error={errors['translations.hi.title']}
            lang="hi"
            value={draft.titleHi}
            onChange={(event) => set('titleHi', event.target.value)}
          />
          <Field label={ADMIN_TEXT.products.fields.description} error={errors.description}>
            {(props) => (
              <textarea
                {...props}
                rows={4}
                className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-base sm:text-sm aria-invalid:border-danger"
                value={draft.description}
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </Field>
          <Field
            label={ADMIN_TEXT.products.fields.descriptionHi}
            error={errors['translations.hi.description']}
          >
            {(props) => (
              <textarea
                {...props}
                lang="hi"
                rows={4}
                className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-base sm:text-sm aria-invalid:border-danger"
                value={draft.descriptionHi}
                onChange={(event) => set('descriptionHi', event.target.value)}
              />
            )}
          </Field>
          <Field label={ADMIN_TEXT.products.fields.category} error={errors.categoryId}>
            {(props) => (
              <select
                {...props}
                className={selectClass}
                value={draft.categoryId}
                onChange={(event) => set('categoryId', event.target.value)}
              >
                <option value="">{ADMIN_TEXT.products.fields.chooseCategory}</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('tag', ADMIN_TEXT.products.fields.tag)}
          {text('amount', ADMIN_TEXT.products.fields.amount, 'decimal')}
          {text('discountedAmount', ADMIN_TEXT.products.fields.discountedAmount, 'decimal')}
          {product ? null : text('stockCount', ADMIN_TEXT.products.fields.stockCount, 'numeric')}
          <Field
            label={ADMIN_TEXT.products.fields.sizes}
            hint={ADMIN_TEXT.products.fields.sizesHint}
            error={errors.sizes}
          >
            {(props) => (
              <Input {...props} value={draft.sizes} onChange={(event) => set('sizes', event.target.value)} />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4"
              checked={draft.fastDelivery}
              onChange={(event) => set('fastDelivery', event.target.checked)}
            />
            {ADMIN_TEXT.products.fields.fastDelivery}
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4"
              checked={draft.returnable}
              onChange={(event) => set('returnable', event.target.checked)}
            />
            {ADMIN_TEXT.products.fields.returnable}
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4"
              checked={draft.specialOffer}
              onChange={(event) => set('specialOffer', event.target.checked)}
            />
            {ADMIN_TEXT.products.fields.specialOffer}
          </label>
        </div>
      </Card>
      <Card title={TAX_TEXT.productTax.title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TaxFields
            draft={draft}
            errors={errors}
            onChange={(tax) => setDraft((now) => ({ ...now, ...tax }))}
          />
        </div>
      </Card>
      <Card title={DISCLOSURE_TEXT.section}>
        {product?.disclosureProblems?.length ? (
          <div role="status" className="mb-3 rounded-lg border border-danger/40 p-3 text-sm">
            <p className="font-semibold text-danger">{DISCLOSURE_TEXT.incomplete}</p>
            <ul className="list-disc pl-5">
              {product.disclosureProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <DisclosureFields
          draft={draft.disclosures}
          errors={errors}
          errorPrefix="disclosures"
          defaults={categoryDefaults}
          onChange={(disclosures) => set('disclosures', disclosures)}
        />
      </Card>
      <Card title={ADMIN_TEXT.products.fields.productInfo}>
        <ProductInfoFields
          rows={draft.productInfo}
          errors={errors}
          onChange={(rows) => set('productInfo', rows)}
        />
      </Card>
      <PendingButton type="submit" variant="brand" pending={saving}>
        {saving ? ADMIN_TEXT.common.saving : ADMIN_TEXT.common.save}
      </PendingButton>
    </form>
  );
}

function ArchiveButton({ product }: { product: AdminProduct }) {
  const archive = useArchiveProduct(product._id);
  const restore = useUpdateProduct(product._id);
  const onError = (error: Error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed));
  if (product.archived) {
    return (
      <Button
        variant="outline"
        disabled={restore.isPending}
        onClick={() =>
          restore.mutate(
            { archived: false },
            { onSuccess: () => toastDone(ADMIN_MESSAGES.productUpdated), onError },
          )
        }
      >
        {ADMIN_TEXT.products.restore}
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      className="text-danger"
      disabled={archive.isPending}
      onClick={() => {
        if (window.confirm(ADMIN_TEXT.products.confirmArchive)) {
          archive.mutate(undefined, { onSuccess: () => toastDone(ADMIN_MESSAGES.productArchived), onError });
        }
      }}
    >
      {ADMIN_TEXT.products.archive}
    </Button>
  );
}

const backToProducts = <BackLink to={adminPaths.products.getHref()}>{ADMIN_TEXT.nav.products}</BackLink>;

/** /admin/products/new and /admin/products/:id: the fields, then photos and colour variants once it exists. */
export function ProductFormScreen({ id }: { id?: string }) {
  const product = useProduct(id);
  if (!id) {
    return (
      <>
        <PageHeader title={ADMIN_TEXT.products.createTitle} actions={backToProducts} />
        <ProductForm />
        <p className="mt-4 text-sm text-muted">{ADMIN_TEXT.products.photosAfterCreate}</p>
      </>
    );
  }
  if (product.isPending)
    return (
      <>
        <PageHeader title={ADMIN_TEXT.products.editTitle} actions={backToProducts} />
        <Loading />
      </>
    );
  if (product.isError) {
    return (
      <>
        <PageHeader title={ADMIN_TEXT.products.editTitle} actions={backToProducts} />
        <LoadFailed
          message={failureMessage(product.error, ADMIN_TEXT.products.notFound)}
          onRetry={() => void product.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={product.data.title}
        actions={
          <>
            {backToProducts}
            <ArchiveButton product={product.data} />
          </>
        }
      />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <ProductForm key={product.data._id} product={product.data} />
        <div className="space-y-4">
          <ProductPhotos product={product.data} />
          <ProductVariants product={product.data} />
        </div>
      </div>
      <div className="mt-4">
        <StockMatrix key={JSON.stringify(product.data.skus)} product={product.data} />
      </div>
    </>
  );
}
