import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES, ADMIN_TEXT, type AdminProduct } from '@zari/contract';
import { AdminSkusUpdate } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { type FormEvent, useState } from 'react';
import { Card } from '@/components/page-parts';
import { adminApi, failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { useProductsInvalidation } from '../api/products';

const TEXT = ADMIN_TEXT.products.stockMatrix;
const cellKey = (variant: string | null, size: string) => `${variant ?? ''}/${size}`;
/** No width of its own: each use gives one (a second width class would lose or win by class order). */
const inputClass =
  'h-9 rounded-md border border-line bg-surface px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * The product's stock matrix (issue 31): a row per colour (one row for a product without colours), a column
 * per size, each cell its stock and SKU code; "Set all to" fills every stock, Save sends the cells through
 * the contract's schema to `PUT /api/admin/products/{id}/skus` (audited, safe against orders in flight).
 */
export function StockMatrix({ product }: { product: AdminProduct }) {
  const invalidate = useProductsInvalidation();
  const skus = product.skus ?? [];
  const initial = () =>
    Object.fromEntries(
      skus.map((sku) => [cellKey(sku.variant, sku.size), { stock: String(sku.stock), code: sku.code ?? '' }]),
    );
  const [cells, setCells] = useState<Record<string, { stock: string; code: string }>>(initial);
  const [bulk, setBulk] = useState('');
  const save = useMutation({
    mutationFn: (body: AdminSkusUpdate) =>
      adminApi.call('adminSetSkus', {
        params: { id: product._id },
        body,
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: async () => {
      toastDone(ADMIN_MESSAGES.stockUpdated);
      await invalidate();
    },
    onError: (error: Error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
  });
  if (skus.length === 0) return null;

  const colours: { id: string | null; name: string; code: string | null }[] =
    product.variants.length > 0
      ? product.variants.map((variant) => ({
          id: variant._id,
          name: variant.colorName || variant.colorCode,
          code: variant.colorCode,
        }))
      : [{ id: null, name: TEXT.oneColour, code: null }];
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const total = Object.values(cells).reduce((sum, cell) => sum + (Number(cell.stock) || 0), 0);
  const setCell = (key: string, field: 'stock' | 'code', value: string) =>
    setCells((current) => ({ ...current, [key]: { stock: '', code: '', ...current[key], [field]: value } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminSkusUpdate.safeParse({
      skus: skus.map((sku) => {
        const cell = cells[cellKey(sku.variant, sku.size)];
        return {
          variant: sku.variant,
          size: sku.size,
          stock: cell?.stock.trim() ? Number(cell.stock) : Number.NaN,
          code: cell?.code.trim() ?? '',
        };
      }),
    });
    if (!parsed.success) return toastFailed(parsed.error.issues[0]?.message ?? ADMIN_TEXT.common.saveFailed);
    save.mutate(parsed.data);
  };

  return (
    <Card title={TEXT.title}>
      <form onSubmit={onSubmit} className="space-y-3">
        <p className="text-sm text-muted">{TEXT.hint}</p>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            {TEXT.setAllTo}
            <input
              inputMode="numeric"
              value={bulk}
              onChange={(event) => setBulk(event.target.value)}
              className={`${inputClass} w-24`}
            />
          </label>
          <Button
            type="button"
            variant="outline"
            disabled={bulk.trim() === ''}
            onClick={() =>
              setCells((current) =>
                Object.fromEntries(
                  skus.map((sku) => {
                    const key = cellKey(sku.variant, sku.size);
                    return [key, { code: current[key]?.code ?? '', stock: bulk.trim() }];
                  }),
                ),
              )
            }
          >
            {TEXT.apply}
          </Button>
          <span className="ml-auto text-sm font-semibold" data-testid="stock-total">
            {TEXT.total(total)}
          </span>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th className="px-2 py-1 text-left font-semibold">{TEXT.colour}</th>
                {sizes.map((size) => (
                  <th key={size} className="px-2 py-1 text-left font-semibold">
                    {size || TEXT.noSizes}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {colours.map((colour) => (
                <tr key={colour.id ?? 'none'} className="border-t border-line">
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    <span className="inline-flex items-center gap-2">
                      {colour.code ? (
                        <span
                          className="size-4 shrink-0 rounded-full border border-line"
                          style={{ backgroundColor: colour.code }}
                        />
                      ) : null}
                      {colour.name}
                    </span>
                  </th>
                  {sizes.map((size) => {
                    const key = cellKey(colour.id, size);
                    const cell = cells[key];
                    const label = size || TEXT.noSizes;
                    return (
                      <td key={size} className="min-w-28 px-2 py-2 align-top">
                        <input
                          inputMode="numeric"
                          aria-label={TEXT.stockOf(colour.name, label)}
                          value={cell?.stock ?? ''}
                          onChange={(event) => setCell(key, 'stock', event.target.value)}
                          className={`${inputClass} w-full`}
                        />
                        <input
                          aria-label={TEXT.codeOf(colour.name, label)}
                          placeholder={TEXT.codePlaceholder}
                          value={cell?.code ?? ''}
                          onChange={(event) => setCell(key, 'code', event.target.value)}
                          className={`${inputClass} mt-1 w-full text-xs`}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {TEXT.save}
        </Button>
      </form>
    </Card>
  );
}
