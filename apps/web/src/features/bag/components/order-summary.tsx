import { BAG_TEXT, CHECKOUT_TEXT, formatDeliveryFee, formatPaise, formatRupees } from '@zari/contract';
import type { BagTotals } from '../hooks/use-bag-totals';

export interface OrderSummaryProps {
  totals: BagTotals;
  /** The bag shows the donation once one is set; checkout always shows it (SPEC §2 'Plantation Amount'). */
  alwaysShowDonation?: boolean;
  /** Prefixes the subtotal and total test ids, e.g. `bag-total`. */
  testIdPrefix: string;
}

/** SPEC §2 order summary of the bag and the checkout panel: subtotal, delivery, donation, total. */
export function OrderSummary({ totals, alwaysShowDonation = false, testIdPrefix }: OrderSummaryProps) {
  return (
    <>
      <h2 className="text-sm font-bold tracking-wide uppercase">{CHECKOUT_TEXT.orderSummary}</h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>
            <span className="text-muted">{CHECKOUT_TEXT.subtotal}</span>
            <span className="block text-xs text-muted">{BAG_TEXT.includedWithGst}</span>
          </dt>
          <dd data-testid={`${testIdPrefix}-subtotal`}>{formatPaise(totals.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">{CHECKOUT_TEXT.delivery}</dt>
          <dd className="font-semibold text-success">{formatDeliveryFee()}</dd>
        </div>
        {alwaysShowDonation || totals.donationRupees > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">{BAG_TEXT.plantationAmount}</dt>
            <dd>{formatRupees(totals.donationRupees)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-line pt-3 text-base font-bold">
          <dt>{CHECKOUT_TEXT.total}</dt>
          <dd data-testid={`${testIdPrefix}-total`}>{formatPaise(totals.totalPaise)}</dd>
        </div>
      </dl>
    </>
  );
}
