import { assetUrl } from '@zari/api-client';
import {
  ACCESSIBLE_NAMES,
  BAG_TEXT,
  type CartLine,
  cartLineIdentity,
  cartLineMaxQuantity,
  cartLineTotalPaise,
  cartLineUnitPrice,
  formatPaise,
  formatRupees,
  lineMrp,
  ORDER_QUANTITY_MAX,
  TOASTS,
} from '@zari/contract';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { notifySuccess } from '@zari/ui/notify';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { localizedTitle, useLocale, useText } from '@/lib/i18n';
import { cartActions } from '../stores/cart-store';

/** Removing a line, by its button or by minus at quantity 1, always says so. */
export function removeLine(line: CartLine, toasts: typeof TOASTS = TOASTS) {
  cartActions.remove(cartLineIdentity(line));
  notifySuccess(toasts.itemRemoved);
}

/** `discountPaise`: this line's share of the promotion the server applied (issue 29), 0 for none. */
export function BagLine({ line, discountPaise = 0 }: { line: CartLine; discountPaise?: number }) {
  const tx = useText({ BAG_TEXT, TOASTS, ACCESSIBLE_NAMES });
  const locale = useLocale();
  const identity = cartLineIdentity(line);
  const unit = cartLineUnitPrice(line);
  const mrp = lineMrp({
    variantDiscountedPrice: line.variantDiscountedPrice,
    variantPrice: line.variantPrice,
    productDiscountedAmount: line.product.discountedAmount,
    productAmount: line.product.amount,
  });
  const image = line.variantImage ?? line.product.images[0];
  // Few left of this size and colour when it was added: + stops there, and says why (issue 31).
  const max = cartLineMaxQuantity(line, ORDER_QUANTITY_MAX);
  const atStockLimit = line.maxQuantity !== undefined && line.quantity >= max;
  const title = localizedTitle(line.product, locale);

  return (
    <li className="flex gap-3 rounded-card border border-line bg-surface p-3 sm:gap-4 sm:p-4">
      <Link
        to={paths.product.getHref(line.product._id)}
        className="shrink-0"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ImageWithFallback
          src={assetUrl(image)}
          media={image ? line.product.media?.[image] : undefined}
          alt={title}
          width={96}
          height={128}
          className="h-32 w-24 rounded-lg object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <Link
            to={paths.product.getHref(line.product._id)}
            className="line-clamp-2 flex-1 text-sm font-medium text-ink hover:text-brand-700"
          >
            {title}
          </Link>
          <button
            type="button"
            aria-label={tx.ACCESSIBLE_NAMES.removeItem(title)}
            onClick={() => removeLine(line, tx.TOASTS)}
            className="-mt-1 -mr-1 rounded-full p-2 text-muted hover:bg-danger/10 hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span>
            {tx.BAG_TEXT.sizeLabel} <span className="font-semibold text-ink">{line.selectedSize}</span>
          </span>
          {line.variantColorCode ? (
            <span className="inline-flex items-center gap-1.5">
              {tx.BAG_TEXT.colourLabel}
              <span
                data-testid="variant-swatch"
                title={line.variantColorCode}
                style={{ backgroundColor: line.variantColorCode }}
                className="inline-block size-3.5 rounded-full ring-1 ring-line ring-offset-1"
              />
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm">
          <span className="font-semibold text-ink">{formatRupees(unit)}</span>
          {mrp > unit ? <s className="ml-2 text-xs text-muted">{formatRupees(mrp)}</s> : null}
          <span className="ml-1 text-xs text-muted">each</span>
        </p>
        {atStockLimit ? (
          <p className="mt-1 text-xs font-semibold text-danger" data-testid="stock-limit">
            {tx.BAG_TEXT.onlyLeftInSize(max, line.selectedSize)}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between pt-2">
          <fieldset
            className="m-0 flex items-center rounded-lg border border-line p-0"
            aria-label={tx.ACCESSIBLE_NAMES.quantityOf(title)}
          >
            <button
              type="button"
              aria-label={tx.ACCESSIBLE_NAMES.decreaseQuantity}
              onClick={() =>
                line.quantity <= 1
                  ? removeLine(line, tx.TOASTS)
                  : cartActions.setQuantity(identity, line.quantity - 1)
              }
              className="flex size-9 items-center justify-center text-ink hover:bg-canvas"
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output
              aria-live="polite"
              aria-label={tx.ACCESSIBLE_NAMES.quantity}
              className="w-8 text-center text-sm font-semibold"
            >
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={tx.ACCESSIBLE_NAMES.increaseQuantity}
              disabled={line.quantity >= max}
              onClick={() => cartActions.setQuantity(identity, line.quantity + 1)}
              className="flex size-9 items-center justify-center text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:text-line"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </fieldset>
          <div className="text-right">
            <p className="text-sm font-bold text-ink" data-testid="line-total">
              {formatPaise(cartLineTotalPaise(line))}
            </p>
            {discountPaise > 0 ? (
              <p className="text-xs font-semibold text-success" data-testid="line-discount">
                −{formatPaise(discountPaise)}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
