import { discountPercent, formatRupees, PRODUCT_TEXT, STOREFRONT_TEXT } from '@zari/contract';

/** The price the shopper pays, with the MRP struck through and the percent off when there is a discount. */
export function ProductPrice({ price, mrp }: { price: number; mrp: number }) {
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
              {PRODUCT_TEXT.mrp} <s>{formatRupees(mrp)}</s>
            </span>
            <span className="text-sm font-bold text-discount">{STOREFRONT_TEXT.percentOff(percent)}</span>
          </>
        ) : null}
      </p>
      <p className="text-xs font-medium text-success">{PRODUCT_TEXT.inclusiveOfTaxes}</p>
    </div>
  );
}
