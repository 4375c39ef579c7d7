import {
  ACCESSIBLE_NAMES,
  formatOrderDate,
  formatRupees,
  ORDER_DETAIL_TEXT,
  ORDERS_TEXT,
  type Order,
  orderIdDisplay,
  PROMOTION_TEXT,
} from '@zari/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale, useText } from '@/lib/i18n';
import { ConfirmOrderButton } from './confirm-order-button';
import { OrderCancelAction } from './order-cancel-action';
import { OrderLines } from './order-lines';
import { OrderStatus } from './order-status';
import { ReturnItems } from './return-items';
import { TaxDocuments } from './tax-documents';

export function OrderCard({ order }: { order: Order }) {
  const tx = useText({ ORDERS_TEXT, ORDER_DETAIL_TEXT, PROMOTION_TEXT, ACCESSIBLE_NAMES });
  const locale = useLocale();
  const itemCount = order.products.reduce((count, line) => count + line.quantity, 0);

  return (
    <article
      aria-label={tx.ACCESSIBLE_NAMES.order(orderIdDisplay(order._id))}
      className="rounded-card border border-line bg-surface"
    >
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-line px-4 py-3">
        <div>
          <p className="text-sm font-bold tracking-wide">#{orderIdDisplay(order._id)}</p>
          <p className="text-xs text-muted">
            {tx.ORDERS_TEXT.placedOn(formatOrderDate(order.createdAt, locale))} ·{' '}
            {tx.ORDERS_TEXT.itemCount(itemCount)}
          </p>
        </div>
        <OrderStatus order={order} />
      </header>
      <OrderLines lines={order.products} look="card" />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-canvas/60 px-4 py-3 text-sm">
        <div>
          {order.discountAmount ? (
            <p data-testid="order-discount" className="text-success">
              <span>{tx.PROMOTION_TEXT.orderDiscount(order.promotionCode)}: </span>
              <span className="font-semibold">−{formatRupees(order.discountAmount)}</span>
            </p>
          ) : null}
          <p>
            <span className="text-muted">{tx.ORDERS_TEXT.total}: </span>
            <span className="font-bold">{formatRupees(order.totalAmount)}</span>
          </p>
          <p className="text-xs text-muted">
            {tx.ORDERS_TEXT.paymentMethod(order.paymentMethod)}
            {order.donationAmount > 0
              ? ` · ${tx.ORDERS_TEXT.plantation(formatRupees(order.donationAmount))}`
              : ''}
          </p>
          <TaxDocuments order={order} />
        </div>
        {/* Wraps: Confirm with its deadline, Cancel and a return's timeline do not fit one phone row. */}
        <div data-testid="order-card-actions" className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.order.getHref(order._id)}
            aria-label={tx.ORDER_DETAIL_TEXT.viewDetailsOf(orderIdDisplay(order._id))}
            className="inline-flex items-center gap-0.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {tx.ORDER_DETAIL_TEXT.viewDetails}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          {/* Issue 32: a COD order awaiting its shopper's confirmation offers Confirm beside Cancel. */}
          <ConfirmOrderButton order={order} />
          <OrderCancelAction order={order} />
          <ReturnItems order={order} />
        </div>
      </footer>
    </article>
  );
}
