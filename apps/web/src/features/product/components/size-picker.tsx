import { PRODUCT_TEXT, type Product, STOREFRONT_TEXT } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { SizeGuide } from './size-guide';

export interface SizePickerProps {
  product: Product;
  selected: string | null;
  onToggle: (size: string) => void;
  /** The shopper tapped Add to bag without a size: the hint turns bold. */
  triedWithoutSize: boolean;
  outOfStock: boolean;
}

/** The size buttons with the size guide, the 'select a size' hint and how many are left. */
export function SizePicker({ product, selected, onToggle, triedWithoutSize, outOfStock }: SizePickerProps) {
  return (
    <fieldset className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-bold tracking-wide">{PRODUCT_TEXT.size}</legend>
        <SizeGuide product={product} />
      </div>
      <div className="flex flex-wrap gap-2">
        {product.sizes.map((size) => {
          const active = size === selected;
          return (
            <button
              key={size}
              type="button"
              aria-pressed={active}
              // Tapped before the app runs, the size is kept and chosen once it does (app/replay-taps.ts).
              data-replay={`size-${size}`}
              onClick={() => onToggle(size)}
              className={cn(
                'h-11 min-w-12 cursor-pointer rounded-full border px-4 text-sm font-semibold transition-colors',
                active ? 'border-ink bg-ink text-white' : 'border-line bg-surface hover:border-ink',
              )}
            >
              {size}
            </button>
          );
        })}
      </div>
      {selected === null ? (
        <p className={cn('text-sm text-danger', triedWithoutSize && 'font-semibold')}>
          {PRODUCT_TEXT.selectSizeHint}
        </p>
      ) : null}
      <p className={cn('text-sm', outOfStock ? 'text-danger' : 'text-muted')}>
        {outOfStock ? STOREFRONT_TEXT.unavailable : PRODUCT_TEXT.itemsAvailable(product.stockCount)}
      </p>
    </fieldset>
  );
}
