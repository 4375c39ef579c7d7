import {
  BAG_TEXT,
  CHECKOUT_TEXT,
  formatDeliveryFee,
  formatPaise,
  formatRupees,
  PROMOTION_TEXT,
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
}

/** A figure the server is still pricing. */
const PENDING = '…';

/** An amount, or the pending mark while only the server can say it. */
export const formatFigure = (paise: number | null) => (paise === null ? PENDING : formatPaise(paise));

/**
 * SPEC §2 order summary of the bag and the checkout panel: subtotal, the promotion's discount (issue 29),
 * delivery, donation, total. The figures are the server's quote once it answers.
 */
export function OrderSummary({ figures, alwaysShowDonation = false, testIdPrefix }: OrderSummaryProps) {
  const tx = useText({ BAG_TEXT, CHECKOUT_TEXT, PROMOTION_TEXT });
  const { promotion } = figures;
  return (
    <>
      <h2 className="text-sm font-bold tracking-wide uppercase">{tx.CHECKOUT_TEXT.orderSummary}</h2>
      <dl className="mt-3 space-y-2 text-sm" aria-busy={figures.provisional || undefined}>
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
          <dd className="font-semibold text-success">{formatDeliveryFee()}</dd>
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
      {figures.discountPaise ? (
        <p className="mt-1 text-right text-xs font-semibold text-success">
          {tx.PROMOTION_TEXT.youSave(figures.discountPaise)}
        </p>
      ) : null}
    </>
  );
}
