import {
  ADMIN_TEXT,
  formatOrderDateTime,
  type OrderMessage,
  type OrderMessageDelivery,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { PendingButton } from '@zari/ui/pending-button';
import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { LoadFailed, Loading } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { useOrderMessages, useResendMessage } from '../api/orders';

const TEXT = ADMIN_TEXT.orders.messages;

const STATUS_CLASS: Record<OrderMessageDelivery['status'], string> = {
  queued: 'bg-canvas text-ink',
  sending: 'bg-canvas text-ink',
  sent: 'bg-success/10 text-success',
  failed: 'bg-danger/10 text-danger',
};

function Delivery({ delivery }: { delivery: OrderMessageDelivery }) {
  const { columns } = TEXT;
  return (
    <li className="py-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">{columns.channel}</dt>
        <dd>
          {TEXT.channel[delivery.channel]}
          {delivery.resent ? (
            <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
              {TEXT.resentTag}
            </span>
          ) : null}
        </dd>
        <dt className="text-muted">{columns.to}</dt>
        <dd className="font-mono">{delivery.to}</dd>
        <dt className="text-muted">{columns.status}</dt>
        <dd>
          <span
            data-testid="delivery-status"
            className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', STATUS_CLASS[delivery.status])}
          >
            {TEXT.status[delivery.status]}
          </span>
        </dd>
        <dt className="text-muted">{columns.attempts}</dt>
        <dd>{delivery.attempts}</dd>
        <dt className="text-muted">{columns.sentAt}</dt>
        <dd>{delivery.sentAt ? formatOrderDateTime(delivery.sentAt) : ADMIN_TEXT.common.none}</dd>
        {delivery.lastError ? (
          <>
            <dt className="text-muted">{columns.lastError}</dt>
            <dd className="break-words text-danger sm:col-span-3">{delivery.lastError}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function Message({
  message,
  resending,
  onResend,
}: {
  message: OrderMessage;
  resending: boolean;
  onResend: () => void;
}) {
  const type = TEXT.types[message.type] ?? message.type;
  return (
    <li className="py-3 first:pt-0 last:pb-0" aria-label={type}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-medium">{type}</span>{' '}
          <span className="text-xs text-muted">{formatOrderDateTime(message.at)}</span>
        </p>
        <PendingButton
          variant="outline"
          size="sm"
          pending={resending}
          aria-label={TEXT.resendLabel(type)}
          onClick={onResend}
        >
          <RotateCw aria-hidden="true" className="size-3.5" />
          {TEXT.resend}
        </PendingButton>
      </div>
      {message.deliveries.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{TEXT.notSent}</p>
      ) : (
        <ul className="divide-y divide-line">
          {message.deliveries.map((delivery) => (
            <Delivery key={delivery._id} delivery={delivery} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The order's message log (issue 32): each update the shopper was sent, on which channel, to which (masked)
 * number, how it went; Resend queues it once more for the events worker.
 */
export function OrderMessages({ orderId }: { orderId: string }) {
  const titleId = useId();
  const messages = useOrderMessages(orderId);
  const resend = useResendMessage(orderId);
  const onResend = (eventId: string) =>
    resend.mutate(eventId, {
      onSuccess: () => toastDone(TEXT.resent),
      onError: (error) => toastFailed(failureMessage(error, TEXT.resendFailed)),
    });

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={titleId} className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        {TEXT.title}
      </h2>
      {messages.isPending ? (
        <Loading />
      ) : messages.isError ? (
        <LoadFailed message={TEXT.loadFailed} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <p className="text-sm text-muted">{TEXT.empty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {messages.data.map((message) => (
            <Message
              key={message._id}
              message={message}
              resending={resend.isPending && resend.variables === message._id}
              onResend={() => onResend(message._id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
