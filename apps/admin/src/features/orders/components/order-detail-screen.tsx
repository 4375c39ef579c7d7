import { assetUrl } from '@zari/api-client';
import {
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  type AdminOrder,
  type AdminOrderUpdate,
  formatOrderDate,
  formatOrderDateTime,
  formatPhoneForDisplay,
  formatRupees,
  orderIdDisplay,
  PROMOTION_TEXT,
} from '@zari/contract';
import { AdminOrderUpdate as AdminOrderUpdateSchema } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import { BackLink, Card, LoadFailed, Loading, PageHeader, TextField } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { RefundPanel } from '@/features/refunds';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useOrder, useReturnToOrigin, useUpdateOrder } from '../api/orders';
import { OrderDocuments } from './order-documents';
import { OrderMessages } from './order-messages';
import { OrderShipment } from './order-shipment';
import { OrderStatusBadge } from './order-status-badge';

function Lines({ order }: { order: AdminOrder }) {
  return (
    <ul className="divide-y divide-line">
      {order.products.map((line) => (
        <li key={line._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <ImageWithFallback
            src={assetUrl(line.product.images[0])}
            alt=""
            width={48}
            height={64}
            className="h-16 w-12 shrink-0 rounded-md object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{line.product.title}</p>
            <p className="text-xs text-muted">
              {ADMIN_TEXT.orders.size(line.size)} · {ADMIN_TEXT.orders.quantity(line.quantity)}
              {line.productVariant ? (
                <span
                  className="ml-2 inline-block size-3 rounded-full border border-line align-middle"
                  style={{ backgroundColor: line.productVariant.colorCode }}
                />
              ) : null}
            </p>
          </div>
          <div className="text-right">
            <p className="font-medium">{formatRupees(line.price * line.quantity)}</p>
            {line.discountAmount ? (
              <p className="text-xs font-semibold text-success">−{formatRupees(line.discountAmount)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Timeline({ order }: { order: AdminOrder }) {
  return (
    <ol className="space-y-3">
      {order.timeline.map((entry) => (
        <li key={entry._id} className="border-l-2 border-brand-200 pl-3">
          <div className="flex flex-wrap items-center gap-2">
            {entry.status ? <OrderStatusBadge status={entry.status} /> : null}
            <time className="text-xs text-muted" dateTime={entry.at}>
              {formatOrderDateTime(entry.at)}
            </time>
          </div>
          <p className="mt-0.5 text-xs text-muted">
            {entry.actor
              ? ADMIN_TEXT.orders.timelineBy(entry.actor.fullName || formatPhoneForDisplay(entry.actor.phone))
              : ADMIN_TEXT.orders.timelineSystem}
          </p>
          {entry.trackingNumber ? (
            <p className="text-sm">
              {ADMIN_TEXT.orders.tracking}: <span className="font-mono">{entry.trackingNumber}</span>
            </p>
          ) : null}
          {entry.note ? <p className="text-sm">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The next step in one click, with an optional tracking number and note; cancelling asks first. */
function Actions({ order }: { order: AdminOrder }) {
  const update = useUpdateOrder(order._id);
  const returnToOrigin = useReturnToOrigin(order._id);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [carrier, setCarrier] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [next, ...others] = order.allowedMoves.filter((move) => move !== 'cancelled');
  const canCancel = order.allowedMoves.includes('cancelled');

  const submit = (body: AdminOrderUpdate) => {
    const parsed = AdminOrderUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toastDone(ADMIN_MESSAGES.orderUpdated);
        setTrackingNumber('');
        setCarrier('');
        setNote('');
      },
      onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
    });
  };
  const extras = () => ({
    ...(trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
    ...(carrier.trim() ? { carrier: carrier.trim() } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
  });
  const onMove = (event: FormEvent) => {
    event.preventDefault();
    if (next) submit({ status: next, ...extras() });
  };

  return (
    <form onSubmit={onMove} className="space-y-3">
      {order.status === 'awaiting_confirmation' ? (
        // Issue 32: nothing is packed before the shopper confirms; staff may confirm after calling them.
        <p
          data-testid="awaiting-confirmation"
          className="rounded-md bg-orange-50 p-3 text-sm text-orange-900"
        >
          {ADMIN_TEXT.orders.awaitingConfirmation(
            order.confirmBy ? formatOrderDateTime(order.confirmBy) : ADMIN_TEXT.common.none,
          )}{' '}
          <a className="font-semibold underline" href={`tel:${order.shippingAddress.phone}`}>
            {formatPhoneForDisplay(order.shippingAddress.phone)}
          </a>
        </p>
      ) : null}
      {order.allowedMoves.length === 0 ? (
        <p className="text-sm text-muted">{ADMIN_TEXT.orders.noMoves}</p>
      ) : null}
      {order.allowedMoves.includes('shipped') ? (
        // The parcel's tracking number and carrier are typed as it ships, and at no other step.
        <>
          <TextField
            label={ADMIN_TEXT.orders.trackingLabel}
            error={errors.trackingNumber}
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
          />
          <TextField
            label={ADMIN_TEXT.orders.carrierLabel}
            error={errors.carrier}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
          />
        </>
      ) : null}
      <TextField
        label={ADMIN_TEXT.orders.noteLabel}
        error={errors.note ?? errors._}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {next ? (
          <PendingButton type="submit" variant="brand" pending={update.isPending}>
            {ADMIN_TEXT.orderMove[next]}
          </PendingButton>
        ) : null}
        {others.map((move) => (
          <Button
            key={move}
            variant="outline"
            disabled={update.isPending}
            onClick={() => submit({ status: move, ...extras() })}
          >
            {ADMIN_TEXT.orderMove[move]}
          </Button>
        ))}
        <Button variant="outline" disabled={update.isPending} onClick={() => submit(extras())}>
          {ADMIN_TEXT.orders.addNote}
        </Button>
        {canCancel ? (
          <Button
            variant="ghost"
            className="text-danger"
            disabled={update.isPending}
            onClick={() => {
              if (window.confirm(ADMIN_TEXT.orders.confirmCancel))
                submit({ status: 'cancelled', ...extras() });
            }}
          >
            {ADMIN_TEXT.orders.cancelOrder}
          </Button>
        ) : null}
        {order.returnToOriginAllowed ? (
          <Button
            variant="ghost"
            className="text-danger"
            disabled={update.isPending || returnToOrigin.isPending}
            onClick={() => {
              if (!window.confirm(ADMIN_TEXT.orders.confirmReturnToOrigin)) return;
              returnToOrigin.mutate(note.trim() || undefined, {
                onSuccess: () => {
                  toastDone(ADMIN_MESSAGES.returnedToOrigin);
                  setNote('');
                },
                onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
              });
            }}
          >
            {ADMIN_TEXT.orders.returnToOrigin}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** /admin/orders/:id: lines, address, payment, timeline, and the moves allowed now. */
export function OrderDetailScreen({ id }: { id: string }) {
  const order = useOrder(id);
  const title = ADMIN_TEXT.orders.detailTitle(orderIdDisplay(id));
  const back = <BackLink to={adminPaths.orders.getHref()}>{ADMIN_TEXT.nav.orders}</BackLink>;
  if (order.isPending)
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Loading />
      </>
    );
  if (order.isError) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <LoadFailed
          message={failureMessage(order.error, ADMIN_TEXT.orders.loadFailed)}
          onRetry={() => void order.refetch()}
        />
      </>
    );
  }
  const data = order.data;
  const address = data.shippingAddress;
  return (
    <>
      <PageHeader title={title} actions={back} />
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <OrderStatusBadge status={data.status} />
        <span className="text-muted">{formatOrderDate(data.createdAt)}</span>
        {data.refundDue ? (
          <span className="font-semibold text-danger">{ADMIN_TEXT.orders.refundDue}</span>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card title={ADMIN_TEXT.orders.nextStep}>
            <Actions order={data} />
          </Card>
          <Card title={ADMIN_TEXT.orders.lines}>
            <Lines order={data} />
            {data.discountAmount ? (
              <p
                data-testid="order-discount"
                className="mt-3 flex justify-between border-t border-line pt-3 text-success"
              >
                <span>{PROMOTION_TEXT.orderDiscount(data.promotionCode)}</span>
                <span>−{formatRupees(data.discountAmount)}</span>
              </p>
            ) : null}
            <p className="mt-3 flex justify-between border-t border-line pt-3 font-semibold">
              <span>{ADMIN_TEXT.orders.total}</span>
              <span>{formatRupees(data.totalAmount)}</span>
            </p>
          </Card>
          <OrderMessages orderId={data._id} />
        </div>
        <div className="space-y-4">
          <Card title={ADMIN_TEXT.orders.address}>
            <address className="text-sm not-italic">
              <p className="font-medium">{address.fullName}</p>
              <p>{formatPhoneForDisplay(address.phone)}</p>
              <p>{address.address}</p>
              <p>
                {address.city}, {address.state} {address.postalCode}
              </p>
            </address>
          </Card>
          <Card title={ADMIN_TEXT.orders.payment}>
            <p className="text-sm">
              {ADMIN_TEXT.orders.paymentMethod[data.paymentMethod]} ·{' '}
              {ADMIN_TEXT.orders.paymentStatus[data.paymentStatus]}
            </p>
            {data.trackingNumber ? (
              <p className="mt-1 text-sm">
                {ADMIN_TEXT.orders.tracking}: <span className="font-mono">{data.trackingNumber}</span>
              </p>
            ) : null}
          </Card>
          {data.refundDue || (data.refunds?.length ?? 0) > 0 ? <RefundPanel orderId={data._id} /> : null}
          <OrderShipment order={data} />
          <OrderDocuments order={data} />
          <Card title={ADMIN_TEXT.orders.timeline}>
            <Timeline order={data} />
          </Card>
        </div>
      </div>
    </>
  );
}
