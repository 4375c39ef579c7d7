import {
  formatOrderDate,
  formatOrderDateTime,
  formatRupees,
  ORDER_DETAIL_TEXT,
  ORDERS_TEXT,
  orderIdDisplay,
  PROMOTION_TEXT,
  type ShopperOrder,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { ArrowLeft, Check, ExternalLink, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale, useText } from '@/lib/i18n';
import { ConfirmOrderButton } from './confirm-order-button';
import { OrderCancelAction } from './order-cancel-action';
import { OrderLines } from './order-lines';
import { OrderStatus } from './order-status';
import { ReturnItems } from './return-items';
import { TaxDocuments } from './tax-documents';

/** A bordered panel named by its heading, so each part of the page is a landmark a screen reader can reach. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One order on its own page (issue 32): where it is (SPEC §4's badge and the fulfilment step), what can be
 * done with it, its shipment, every step it took, its lines, address, payment and documents. Phone first:
 * one column; two from `lg`, the lines and timeline beside the address and the money.
 */
export function OrderDetail({ order }: { order: ShopperOrder }) {
  const tx = useText({ ORDERS_TEXT, ORDER_DETAIL_TEXT });
  const locale = useLocale();
  const orderNumber = orderIdDisplay(order._id);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-12">
      <header className="py-4">
        <Link
          to={paths.orders.getHref()}
          className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {tx.ORDER_DETAIL_TEXT.backToOrders}
        </Link>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div>
            <h1 className="font-display text-2xl font-semibold">{tx.ORDER_DETAIL_TEXT.title(orderNumber)}</h1>
            <p className="text-sm text-muted">
              {tx.ORDERS_TEXT.placedOn(formatOrderDate(order.createdAt, locale))}
            </p>
          </div>
          <OrderStatus order={order} />
        </div>
        <OrderActions order={order} />
      </header>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-4">
          <Shipment order={order} />
          <Timeline order={order} />
          <Lines order={order} />
        </div>
        <div className="space-y-4">
          <Address order={order} />
          <Payment order={order} />
        </div>
      </div>
    </div>
  );
}

/**
 * What the shopper can do with the order now, each deciding from the order JSON whether it shows: the COD
 * confirmation's Confirm button (issue 32), Cancel, and "Return items" of a delivered order (issue 33).
 */
function OrderActions({ order }: { order: ShopperOrder }) {
  return (
    <div data-testid="order-actions" className="mt-3 flex flex-wrap items-center gap-2 empty:hidden">
      <ConfirmOrderButton order={order} />
      <OrderCancelAction order={order} />
      <ReturnItems order={order} />
    </div>
  );
}

/** The carrier and tracking number once known, and the carrier's tracking page when the order names one. */
function Shipment({ order }: { order: ShopperOrder }) {
  const tx = useText({ ORDER_DETAIL_TEXT });
  if (!order.trackingNumber && !order.carrier) return null;
  return (
    <Section title={tx.ORDER_DETAIL_TEXT.shipment}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {order.carrier ? (
          <>
            <dt className="text-muted">{tx.ORDER_DETAIL_TEXT.carrier}</dt>
            <dd className="font-medium">{order.carrier}</dd>
          </>
        ) : null}
        {order.trackingNumber ? (
          <>
            <dt className="text-muted">{tx.ORDER_DETAIL_TEXT.trackingNumber}</dt>
            <dd className="font-mono font-medium break-all">{order.trackingNumber}</dd>
          </>
        ) : null}
      </dl>
      {order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {tx.ORDER_DETAIL_TEXT.trackShipment}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </Section>
  );
}

/** Every step the order took, oldest first, each with its time; the last is where it is now. */
function Timeline({ order }: { order: ShopperOrder }) {
  const tx = useText({ ORDER_DETAIL_TEXT });
  const locale = useLocale();
  const last = order.timeline.length - 1;
  return (
    <Section title={tx.ORDER_DETAIL_TEXT.timeline}>
      <ol className="space-y-0">
        {order.timeline.map((step, index) => (
          <li key={`${step.stage}-${step.at}`} className="relative flex gap-3 pb-4 last:pb-0">
            {index < last ? (
              <span aria-hidden="true" className="absolute top-6 bottom-0 left-[11px] w-0.5 bg-line" />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-6 shrink-0 items-center justify-center rounded-full',
                step.stage === 'cancelled' ? 'bg-danger text-white' : 'bg-brand-600 text-white',
              )}
            >
              {step.stage === 'cancelled' ? <X className="size-3.5" /> : <Check className="size-3.5" />}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {tx.ORDER_DETAIL_TEXT.steps[step.label] ?? step.label}
                {index === last ? (
                  <span className="ml-2 rounded-full bg-canvas px-2 py-0.5 text-xs font-medium text-muted">
                    {tx.ORDER_DETAIL_TEXT.stepNow}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={step.at}>{formatOrderDateTime(step.at, locale)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Lines({ order }: { order: ShopperOrder }) {
  const tx = useText({ ORDER_DETAIL_TEXT });
  return (
    <Section title={tx.ORDER_DETAIL_TEXT.items}>
      <OrderLines lines={order.products} look="page" />
    </Section>
  );
}

function Address({ order }: { order: ShopperOrder }) {
  const tx = useText({ ORDER_DETAIL_TEXT });
  const address = order.shippingAddress;
  return (
    <Section title={tx.ORDER_DETAIL_TEXT.deliveryAddress}>
      <address className="text-sm not-italic">
        <p className="font-semibold">{address.fullName}</p>
        <p>{address.address}</p>
        <p>{[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}</p>
        <p className="mt-1 text-muted">{address.phone}</p>
      </address>
    </Section>
  );
}

function Payment({ order }: { order: ShopperOrder }) {
  const tx = useText({ ORDERS_TEXT, ORDER_DETAIL_TEXT, PROMOTION_TEXT });
  const unpaid = order.paymentStatus === 'pending';
  const paymentStatus =
    unpaid && order.isCancelled
      ? tx.ORDER_DETAIL_TEXT.noPaymentDue
      : unpaid && order.paymentMethod === 'cod'
        ? tx.ORDER_DETAIL_TEXT.payOnDelivery
        : tx.ORDER_DETAIL_TEXT.paymentStatus[order.paymentStatus];
  const row = 'flex justify-between gap-4';
  return (
    <Section title={tx.ORDER_DETAIL_TEXT.payment}>
      <p className="text-sm">
        <span className="font-medium">{tx.ORDERS_TEXT.paymentMethod(order.paymentMethod)}</span>
        <span className="text-muted"> · </span>
        <span data-testid="payment-status">{paymentStatus}</span>
      </p>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{tx.ORDER_DETAIL_TEXT.summary}</h3>
      <dl className="space-y-1 text-sm">
        <div className={row}>
          <dt className="text-muted">{tx.ORDER_DETAIL_TEXT.subtotal}</dt>
          <dd>{formatRupees(order.subtotalAmount)}</dd>
        </div>
        {order.discountAmount ? (
          <div className={cn(row, 'text-success')}>
            <dt>{tx.PROMOTION_TEXT.orderDiscount(order.promotionCode)}</dt>
            <dd className="font-semibold">−{formatRupees(order.discountAmount)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="text-muted">{tx.ORDER_DETAIL_TEXT.delivery}</dt>
          <dd className="font-semibold text-success">{tx.ORDER_DETAIL_TEXT.deliveryFree}</dd>
        </div>
        {order.donationAmount > 0 ? (
          <div className={row}>
            <dt className="text-muted">{tx.ORDER_DETAIL_TEXT.plantation}</dt>
            <dd>{formatRupees(order.donationAmount)}</dd>
          </div>
        ) : null}
        <div className={cn(row, 'border-t border-line pt-2 text-base font-bold')}>
          <dt>{tx.ORDER_DETAIL_TEXT.total}</dt>
          <dd>{formatRupees(order.totalAmount)}</dd>
        </div>
      </dl>
      {order.invoice ? (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold">{tx.ORDER_DETAIL_TEXT.documents}</h3>
          <TaxDocuments order={order} />
        </div>
      ) : null}
    </Section>
  );
}
