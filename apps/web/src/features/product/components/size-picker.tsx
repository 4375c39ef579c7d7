import { PRODUCT_TEXT, type Product, STOREFRONT_TEXT, sizeAvailability } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { useText } from '@/lib/i18n';
import { SizeGuide } from './size-guide';

export interface SizePickerProps {
  product: Product;
  /** The chosen colour (null: none, or a product without colours): sizes are sold out per colour. */
  variantId: string | null;
  selected: string | null;
  onChoose: (size: string) => void;
  /** The shopper tapped Add to bag without a size: the hint turns bold. */
  triedWithoutSize: boolean;
  outOfStock: boolean;
}

/**
 * The size buttons with the size guide, the 'select a size' hint and how many are left. A size sold out in
 * the chosen colour is struck through and cannot be chosen; a size with few left says so under it (issue 31).
 */
export function SizePicker({
  product,
  variantId,
  selected,
  onChoose,
  triedWithoutSize,
  outOfStock,
}: SizePickerProps) {
  const tx = useText({ PRODUCT_TEXT, STOREFRONT_TEXT });
  const chosen = selected === null ? undefined : sizeAvailability(product.availability, variantId, selected);
  const stockLine = outOfStock
    ? tx.STOREFRONT_TEXT.unavailable
    : chosen === undefined
      ? tx.PRODUCT_TEXT.itemsAvailable(product.stockCount)
      : chosen.left !== undefined && selected !== null
        ? tx.PRODUCT_TEXT.onlyLeftInSize(chosen.left, selected)
        : tx.STOREFRONT_TEXT.inStock;
  return (
    <fieldset className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-bold tracking-wide">{tx.PRODUCT_TEXT.size}</legend>
        <SizeGuide product={product} />
      </div>
      <div className="flex flex-wrap gap-2">
        {product.sizes.map((size) => {
          const active = size === selected;
          const availability = sizeAvailability(product.availability, variantId, size);
          const soldOut = availability?.inStock === false;
          return (
            <span key={size} className="flex flex-col items-center gap-1">
              <button
                type="button"
                aria-pressed={active}
                disabled={soldOut}
                aria-label={soldOut ? tx.PRODUCT_TEXT.sizeSoldOut(size) : undefined}
                title={soldOut ? tx.PRODUCT_TEXT.sizeSoldOut(size) : undefined}
                data-sold-out={soldOut || undefined}
                // Tapped before the app runs, the size is kept and chosen once it does (app/replay-taps.ts).
                data-replay={`size-${size}`}
                onClick={() => onChoose(size)}
                className={cn(
                  'h-11 min-w-12 cursor-pointer rounded-full border px-4 text-sm font-semibold transition-colors',
                  soldOut
                    ? 'cursor-not-allowed border-dashed border-line bg-canvas text-muted line-through'
                    : active
                      ? 'border-ink bg-ink text-white'
                      : 'border-line bg-surface hover:border-ink',
                )}
              >
                {size}
              </button>
              {availability?.left !== undefined ? (
                <span className="text-[11px] font-semibold text-danger">
                  {tx.STOREFRONT_TEXT.onlyFewLeft(availability.left)}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
      {selected === null ? (
        <p className={cn('text-sm text-danger', triedWithoutSize && 'font-semibold')}>
          {tx.PRODUCT_TEXT.selectSizeHint}
        </p>
      ) : null}
      <p className={cn('text-sm', outOfStock || chosen?.left !== undefined ? 'text-danger' : 'text-muted')}>
        {stockLine}
      </p>
    </fieldset>
  );
}
