import { ADMIN_MESSAGES, ADMIN_TEXT, type AdminProduct, TAX_TEXT } from '@zari/contract';
import { AdminProductCreate, AdminProductPatch } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { Input } from '@zari/ui/input';
import { PendingButton } from '@zari/ui/pending-button';
import { Plus, Trash2 } from 'lucide-react';
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
import { ProductPhotos } from './product-photos';
import { ProductVariants } from './product-variants';
import { hsnOf, TaxFields, taxFieldErrors } from './tax-fields';

interface Draft {
  title: string;
  description: string;
  categoryId: string;
  amount: string;
  discountedAmount: string;
  stockCount: string;
  sizes: string;
  fastDelivery: boolean;
  tag: string;
  /** '' for none of its own: the category's HSN and class apply (issue 30). */
  hsn: string;
  taxClass: string;
  /** `rowId` only keys React's list: rows are added and removed in place. */
  productInfo: { rowId: string; title: string; content: string }[];
}

const emptyDraft: Draft = {
  title: '',
  description: '',
  categoryId: '',
  amount: '',
  discountedAmount: '0',
  stockCount: '0',
  sizes: '',
  fastDelivery: false,
  tag: '',
  hsn: '',
  taxClass: '',
  productInfo: [],
};

const draftOf = (product: AdminProduct): Draft => ({
  title: product.title,
  description: product.description,
  categoryId: product.category._id,
  amount: String(product.amount),
  discountedAmount: String(product.discountedAmount),
  stockCount: String(product.stockCount),
  sizes: product.sizes.join(', '),
  fastDelivery: product.fastDelivery,
  tag: product.tag,
  hsn: product.hsn ?? '',
  taxClass: product.taxClass ?? '',
  productInfo: product.productInfo.map(({ title, content }) => ({
    rowId: crypto.randomUUID(),
    title,
    content,
  })),
});

/** A typed number, or NaN for an empty field, which the schema answers with its "Enter a number". */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form's values as the API takes them; the contract's schema then decides what is wrong. */
const bodyOf = (draft: Draft) => ({
  title: draft.title,
  description: draft.description,
  categoryId: draft.categoryId,
  amount: toNumber(draft.amount),
  discountedAmount: toNumber(draft.discountedAmount),
  sizes: draft.sizes
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean),
  fastDelivery: draft.fastDelivery,
  tag: draft.tag,
  productInfo: draft.productInfo.map(({ title, content }) => ({ title, content })),
  hsn: hsnOf(draft),
  taxClass: draft.taxClass === '' ? null : draft.taxClass,
});

function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const categories = useCategories();
  const create = useCreateProduct();
  const update = useUpdateProduct(product?._id ?? '');
  const [draft, setDraft] = useState<Draft>(product ? draftOf(product) : emptyDraft);
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
      const parsed = AdminProductPatch.safeParse(bodyOf(draft));
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
          <div className="sm:col-span-2">{text('title', ADMIN_TEXT.products.fields.title)}</div>
          <Field
            label={ADMIN_TEXT.products.fields.description}
            error={errors.description}
            className="sm:col-span-2"
          >
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
      <Card title={ADMIN_TEXT.products.fields.productInfo}>
        <div className="space-y-3">
          {draft.productInfo.map((info, index) => (
            <div key={info.rowId} className="grid gap-2 sm:grid-cols-[12rem_1fr_auto]">
              <Field
                label={ADMIN_TEXT.products.fields.infoTitle}
                error={errors[`productInfo.${index}.title`]}
              >
                {(props) => (
                  <Input
                    {...props}
                    value={info.title}
                    onChange={(event) =>
                      set(
                        'productInfo',
                        draft.productInfo.map((row, i) =>
                          i === index ? { ...row, title: event.target.value } : row,
                        ),
                      )
                    }
                  />
                )}
              </Field>
              <Field
                label={ADMIN_TEXT.products.fields.infoContent}
                error={errors[`productInfo.${index}.content`]}
              >
                {(props) => (
                  <Input
                    {...props}
                    value={info.content}
                    onChange={(event) =>
                      set(
                        'productInfo',
                        draft.productInfo.map((row, i) =>
                          i === index ? { ...row, content: event.target.value } : row,
                        ),
                      )
                    }
                  />
                )}
              </Field>
              <Button
                variant="ghost"
                size="icon"
                className="self-end"
                aria-label={`${ADMIN_TEXT.common.remove} ${info.title}`}
                onClick={() =>
                  set(
                    'productInfo',
                    draft.productInfo.filter((_, i) => i !== index),
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              set('productInfo', [
                ...draft.productInfo,
                { rowId: crypto.randomUUID(), title: '', content: '' },
              ])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {ADMIN_TEXT.products.fields.addInfo}
          </Button>
        </div>
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
    </>
  );
}
