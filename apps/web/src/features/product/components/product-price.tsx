import { discountPercent, formatRupees, PRODUCT_TEXT, STOREFRONT_TEXT } from '@zari/contract';
import { useText } from '@/lib/i18n';

/** The price the shopper pays, with the MRP struck through and the percent off when there is a discount. */
export function ProductPrice({ price, mrp }: { price: number; mrp: number }) {
  const tx = useText({ PRODUCT_TEXT, STOREFRONT_TEXT });
  const percent = discountPercent(mrp, price);
  return (
    <div className="space-y-0.5">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold" data-testid="price">
          {formatRupees(price)}
        </span>
        {percent > 0 ? (
          <>
            <span className="text-sm text-muted">
              {tx.PRODUCT_TEXT.mrp} <s>{formatRupees(mrp)}</s>
            </span>
            <span className="text-sm font-bold text-discount">{tx.STOREFRONT_TEXT.percentOff(percent)}</span>
          </>
        ) : null}
      </p>
      <p className="text-xs font-medium text-success">{tx.PRODUCT_TEXT.inclusiveOfTaxes}</p>
    </div>
  );
}
