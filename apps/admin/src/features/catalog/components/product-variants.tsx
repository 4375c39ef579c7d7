import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES, ADMIN_TEXT, type AdminProduct, formatRupees } from '@zari/contract';
import { AdminVariantCreate } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Card } from '@/components/page-parts';
import { adminApi, failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useProductsInvalidation } from '../api/products';
import { VariantEditor } from './variant-editor';
import { type VariantDraft, VariantFields, variantBody } from './variant-fields';

const EMPTY: VariantDraft = { colorCode: '#000000', colorName: '', price: '', discountedPrice: '' };

/** A product's colour variants: each with its own price; adding validates with the contract's schema. */
export function ProductVariants({ product }: { product: AdminProduct }) {
  const invalidate = useProductsInvalidation();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [editing, setEditing] = useState<string | null>(null);
  const onError = (error: Error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed));
  const create = useMutation({
    mutationFn: (body: AdminVariantCreate) =>
      adminApi.call('adminCreateVariant', {
        params: { id: product._id },
        body,
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: async () => {
      toastDone(ADMIN_MESSAGES.variantCreated);
      setDraft(EMPTY);
      await invalidate();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (variantId: string) =>
      adminApi.call('adminDeleteVariant', {
        params: { id: product._id, variantId },
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: async () => {
      toastDone(ADMIN_MESSAGES.variantDeleted);
      await invalidate();
    },
    onError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminVariantCreate.safeParse(variantBody(draft));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <Card title={ADMIN_TEXT.products.variants}>
      {product.variants.length === 0 ? (
        <p className="mb-3 text-sm text-muted">{ADMIN_TEXT.products.noVariants}</p>
      ) : (
        <ul className="mb-3 divide-y divide-line">
          {product.variants.map((variant) => (
            <li key={variant._id} className="py-2 text-sm">
              <div className="flex items-center gap-2">
                <span
                  className="size-5 shrink-0 rounded-full border border-line"
                  style={{ backgroundColor: variant.colorCode }}
                />
                <span className="flex-1">{variant.colorName || variant.colorCode}</span>
                <span>{formatRupees(variant.discountedPrice || variant.price)}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={ADMIN_TEXT.variantEdit.edit(variant.colorName || variant.colorCode)}
                  aria-expanded={editing === variant._id}
                  onClick={() => setEditing(editing === variant._id ? null : variant._id)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-danger"
                  aria-label={ADMIN_TEXT.products.removeVariant(variant.colorName || variant.colorCode)}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(variant._id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              {editing === variant._id ? (
                <div className="mt-2">
                  <VariantEditor key={variant._id} productId={product._id} variant={variant} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-2">
        <VariantFields draft={draft} errors={errors} onChange={setDraft} />
        <Button type="submit" variant="outline" size="sm" className="col-span-2" disabled={create.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          {ADMIN_TEXT.products.addVariant}
        </Button>
      </form>
    </Card>
  );
}
