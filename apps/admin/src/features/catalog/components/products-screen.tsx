import { type ApiData, assetUrl } from '@zari/api-client';
import {
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  formatRupees,
  linePrice,
  missingProductTranslation,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListState, LoadMore, PageHeader, SearchForm, TableFrame, tdClass } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { useProducts, useSetSkus, useSetStock } from '../api/products';
import { MissingHindiBadge } from './missing-hindi-badge';

type ProductRow = ApiData<'adminListProducts'>[number];
const { columns } = ADMIN_TEXT.products;
const productColumns = [columns.photo, columns.title, columns.category, columns.price, columns.stock];
/**
 * The table's small stock fields. Not the Input primitive: its full width and height would win over a
 * narrower size (class order decides, `cn` does not merge), leaving one field per row on a phone.
 */
const stockInputClass =
  'rounded-md border border-line bg-surface text-sm text-ink focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500';

/** The stock count edited in place: Enter or leaving the field saves a changed count. */
function StockCell({ product }: { product: ProductRow }) {
  const setStock = useSetStock(product._id);
  const [value, setValue] = useState(String(product.stockCount));
  const save = () => {
    const count = Number(value);
    if (!Number.isInteger(count) || count < 0) {
      setValue(String(product.stockCount));
      toastFailed(ADMIN_MESSAGES.stockBelowZero);
      return;
    }
    if (count === product.stockCount) return;
    setStock.mutate(
      { stockCount: count },
      {
        onSuccess: () => toastDone(ADMIN_MESSAGES.stockUpdated),
        onError: (error) => {
          setValue(String(product.stockCount));
          toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed));
        },
      },
    );
  };
  return (
    <form
      className="flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <input
        aria-label={ADMIN_TEXT.products.stockLabel(product.title)}
        type="number"
        min={0}
        inputMode="numeric"
        className={`${stockInputClass} h-9 w-20 px-2`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
      />
      {setStock.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin text-muted" /> : null}
    </form>
  );
}

type SizeStock = NonNullable<ProductRow['sizeStock']>[number];

/** One size of one colour edited in place (issue 31): Enter or leaving the field saves a changed count. */
function SizeStockField({ product, cell }: { product: ProductRow; cell: SizeStock }) {
  const setSkus = useSetSkus(product._id);
  const [value, setValue] = useState(String(cell.stock));
  const save = () => {
    const count = Number(value);
    if (value.trim() === '' || !Number.isInteger(count) || count < 0) {
      setValue(String(cell.stock));
      toastFailed(ADMIN_MESSAGES.stockBelowZero);
      return;
    }
    if (count === cell.stock) return;
    setSkus.mutate(
      { skus: [{ variant: cell.variant, size: cell.size, stock: count }] },
      {
        onSuccess: () => toastDone(ADMIN_MESSAGES.stockUpdated),
        onError: (error) => {
          setValue(String(cell.stock));
          toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed));
        },
      },
    );
  };
  return (
    <form
      className="flex flex-col items-center gap-0.5"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <span aria-hidden="true" className="text-xs text-muted">
        {cell.size || ADMIN_TEXT.products.oneSize}
      </span>
      <input
        aria-label={ADMIN_TEXT.products.sizeStockLabel(product.title, cell.colorName, cell.size)}
        type="number"
        min={0}
        inputMode="numeric"
        className={`${stockInputClass} h-8 w-14 px-1 text-center ${cell.stock === 0 ? 'text-danger' : ''}`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
      />
      {setSkus.isPending ? <Loader2 aria-hidden="true" className="size-3 animate-spin text-muted" /> : null}
    </form>
  );
}

/** Each size's stock per colour, edited in place; a product without SKUs keeps the one total. */
function SizeStockCells({ product }: { product: ProductRow }) {
  const cells = product.sizeStock ?? [];
  if (cells.length === 0) return <StockCell key={product.stockCount} product={product} />;
  const colours = [...new Set(cells.map((cell) => cell.variant))];
  return (
    <div className="space-y-1">
      {colours.map((variant) => {
        const row = cells.filter((cell) => cell.variant === variant);
        return (
          <div key={variant ?? 'none'} className="flex flex-wrap items-end gap-1">
            {variant !== null ? (
              <span className="w-16 truncate pb-2 text-xs text-muted" title={row[0]?.colorName}>
                {row[0]?.colorName}
              </span>
            ) : null}
            {row.map((cell) => (
              <SizeStockField key={`${cell.size}/${cell.stock}`} product={product} cell={cell} />
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** /admin/products: searched by title, archived ones marked, stock edited in the table. */
export function ProductsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  // Issue 35: `?missing=hi` lists only the products whose Hindi is incomplete.
  const missingHindi = searchParams.get('missing') === 'hi';
  const products = useProducts(q, missingHindi);
  const params = (next: { q?: string; missingHindi?: boolean }) => {
    const text = next.q ?? q;
    const missing = next.missingHindi ?? missingHindi;
    return { ...(text && { q: text }), ...(missing && { missing: 'hi' }) };
  };
  const rows = products.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.products.title}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={adminPaths.catalogCsv.getHref()}>{ADMIN_TEXT.catalogCsv.open}</Link>
            </Button>
            <Button asChild variant="brand">
              <Link to={adminPaths.newProduct.getHref()}>
                <Plus aria-hidden="true" className="size-4" />
                {ADMIN_TEXT.products.newProduct}
              </Link>
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <SearchForm
          label={ADMIN_TEXT.products.searchLabel}
          placeholder={ADMIN_TEXT.products.searchPlaceholder}
          initial={q}
          onSearch={(text) => setSearchParams(params({ q: text }), { replace: true })}
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={missingHindi}
            onChange={(event) =>
              setSearchParams(params({ missingHindi: event.target.checked }), { replace: true })
            }
          />
          {ADMIN_TEXT.products.missingHindi}
        </label>
      </div>
      <ListState query={products} isEmpty={rows.length === 0} empty={ADMIN_TEXT.products.empty}>
        <TableFrame columns={productColumns} stackOnPhone>
          {rows.map((product) => (
            <tr key={product._id} className="hover:bg-canvas">
              <td className={tdClass} data-label={columns.photo}>
                <ImageWithFallback
                  src={assetUrl(product.images[0])}
                  media={product.media?.[product.images[0] ?? '']}
                  alt=""
                  width={40}
                  height={52}
                  className="h-13 w-10 rounded object-cover"
                />
              </td>
              <td className={tdClass} data-label={columns.title}>
                <Link
                  to={adminPaths.product.getHref(product._id)}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {product.title}
                </Link>
                {missingProductTranslation(product, 'hi') ? <MissingHindiBadge /> : null}
                {product.archived ? (
                  <span className="ml-2 rounded-full bg-ink/10 px-2 py-0.5 text-xs">
                    {ADMIN_TEXT.products.archived}
                  </span>
                ) : null}
              </td>
              <td className={tdClass} data-label={columns.category}>
                {product.category?.title}
              </td>
              <td className={tdClass} data-label={columns.price}>
                {formatRupees(
                  linePrice({
                    productAmount: product.amount,
                    productDiscountedAmount: product.discountedAmount,
                  }),
                )}
              </td>
              <td className={tdClass} data-label={columns.stock}>
                <SizeStockCells product={product} />
              </td>
            </tr>
          ))}
        </TableFrame>
        <LoadMore query={products} />
      </ListState>
    </>
  );
}
