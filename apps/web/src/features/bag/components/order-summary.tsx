import {
  BAG_TEXT,
  type CartQuote,
  CHECKOUT_TEXT,
  formatDeliveryFee,
  formatPaise,
  formatRupees,
  PRICE_BREAKDOWN_TEXT,
  PROMOTION_TEXT,
  rupeesToPaise,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { useText } from '@/lib/i18n';
import type { BagFigures } from '../hooks/use-bag-quote';

export interface OrderSummaryProps {
  figures: BagFigures;
  /** The bag shows the donation once one is set; checkout always shows it (SPEC §2 'Plantation Amount'). */
  alwaysShowDonation?: boolean;
  /** Prefixes the subtotal, discount and total test ids, e.g. `bag-total`. */
  testIdPrefix: string;
  /**
   * Issue 34 (checkout, before the shopper confirms): the server's quote, whose items at MRP, product
   * discounts and GST are added as lines of their own; null while it is being asked (GST is then said
   * included, without an amount). Left out, the summary is SPEC's alone.
   */
  breakdown?: CartQuote | null;
}

/** A figure the server is still pricing. */
const PENDING = '…';

/** An amount, or the pending mark while only the server can say it. */
export const formatFigure = (paise: number | null) => (paise === null ? PENDING : formatPaise(paise));

/**
 * SPEC §2 order summary of the bag and the checkout panel: subtotal, the promotion's discount (issue 29),
 * delivery, donation, total. The figures are the server's quote once it answers.
 */
export function OrderSummary({
  figures,
  alwaysShowDonation = false,
  testIdPrefix,
  breakdown,
}: OrderSummaryProps) {
  const tx = useText({ BAG_TEXT, CHECKOUT_TEXT, PROMOTION_TEXT, PRICE_BREAKDOWN_TEXT });
  const { promotion } = figures;
  const pieces = breakdown?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  const productDiscountPaise = rupeesToPaise(breakdown?.productDiscount ?? 0);
  return (
    <>
      <h2 className="text-sm font-bold tracking-wide uppercase">{tx.CHECKOUT_TEXT.orderSummary}</h2>
      <dl className="mt-3 space-y-2 text-sm" aria-busy={figures.provisional || undefined}>
        {breakdown?.mrpTotal !== undefined ? (
          <div className="flex justify-between">
            <dt className="text-muted">{tx.PRICE_BREAKDOWN_TEXT.itemsAtMrp(pieces)}</dt>
            <dd data-testid={`${testIdPrefix}-mrp`}>{formatPaise(rupeesToPaise(breakdown.mrpTotal))}</dd>
          </div>
        ) : null}
        {productDiscountPaise > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">{tx.PRICE_BREAKDOWN_TEXT.productDiscount}</dt>
            <dd className="text-success" data-testid={`${testIdPrefix}-product-discount`}>
              −{formatPaise(productDiscountPaise)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>
            <span className="text-muted">{tx.CHECKOUT_TEXT.subtotal}</span>
            <span className="block text-xs text-muted">{tx.BAG_TEXT.includedWithGst}</span>
          </dt>
          <dd data-testid={`${testIdPrefix}-subtotal`}>{formatPaise(figures.subtotalPaise)}</dd>
        </div>
        {promotion ? (
          <div className="flex justify-between">
            <dt>
              <span className="font-semibold text-success">{promotion.label}</span>
              <span className="block text-xs text-muted">{promotion.code}</span>
            </dt>
            <dd className="font-semibold text-success" data-testid={`${testIdPrefix}-discount`}>
              {figures.discountPaise === null ? PENDING : `−${formatPaise(figures.discountPaise)}`}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted">{tx.CHECKOUT_TEXT.delivery}</dt>
          <dd className="font-semibold text-success">
            {formatDeliveryFee(undefined, tx.BAG_TEXT.deliveryFree)}
          </dd>
        </div>
        {alwaysShowDonation || figures.donationRupees > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">{tx.BAG_TEXT.plantationAmount}</dt>
            <dd>{formatRupees(figures.donationRupees)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-line pt-3 text-base font-bold">
          <dt>{tx.CHECKOUT_TEXT.total}</dt>
          <dd
            data-testid={`${testIdPrefix}-total`}
            className={cn(figures.totalPaise === null && 'text-muted')}
          >
            {formatFigure(figures.totalPaise)}
          </dd>
        </div>
      </dl>
      {breakdown !== undefined ? (
        <p className="mt-1 text-right text-xs text-muted" data-testid={`${testIdPrefix}-gst`}>
          {typeof breakdown?.gst === 'number'
            ? tx.PRICE_BREAKDOWN_TEXT.gstIncluded(rupeesToPaise(breakdown.gst))
            : tx.PRICE_BREAKDOWN_TEXT.gstIncludedNoAmount}
        </p>
      ) : null}
      {figures.discountPaise ? (
        <p className="mt-1 text-right text-xs font-semibold text-success">
          {tx.PROMOTION_TEXT.youSave(figures.discountPaise)}
        </p>
      ) : null}
    </>
  );
}
