import {
  API_MESSAGES,
  COD_CONFIRM_TEXT,
  type CodConfirmation,
  formatOrderDateTime,
  formatRupees,
  ORDERS_TEXT,
  orderIdDisplay,
  SOMETHING_WENT_WRONG,
} from '@zari/contract';
import { buttonClass } from '@zari/ui/button-class';
import { ErrorBox } from '@zari/ui/error-box';
import { PendingButton } from '@zari/ui/pending-button';
import { Skeleton } from '@zari/ui/skeleton';
import { CircleCheck, CircleX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale, useServerMessage, useText } from '@/lib/i18n';
import { useConfirmCodOrder } from '../api/confirm-order';
import { useCodConfirmation } from '../api/get-cod-confirmation';

/** Stages an order reaches only once confirmed: its link then says so instead of offering the button. */
const CONFIRMED_STAGES = new Set(['confirmed', 'packed', 'shipped', 'delivered']);

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8">
      <div className="rounded-card border border-line bg-surface p-5">{children}</div>
    </section>
  );
}

function Outcome({ ok, title, body }: { ok: boolean; title: string; body: string }) {
  const tx = useText({ COD_CONFIRM_TEXT });
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <Frame>
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <Icon aria-hidden="true" className={ok ? 'size-10 text-success' : 'size-10 text-danger'} />
        <h1 className="text-lg font-bold">{title}</h1>
        <p className="text-sm text-muted">{body}</p>
        <Link to={paths.orders.getHref()} className={buttonClass('outline', 'md')}>
          {tx.COD_CONFIRM_TEXT.viewOrders}
        </Link>
      </div>
    </Frame>
  );
}

/**
 * The page the COD confirmation message links to (`/orders/{id}/confirm?t=…`), for whoever holds the link,
 * signed in or not: the order as SPEC §9 names it, its items and total, and "Confirm order". Opening the page
 * never confirms (link previewers open links too); the button does, once the app runs (a tap before that is
 * kept and replayed: `data-replay`).
 */
export function CodConfirmationView({ orderId, token }: { orderId: string; token: string }) {
  const tx = useText({ API_MESSAGES, COD_CONFIRM_TEXT, ORDERS_TEXT, SOMETHING_WENT_WRONG });
  const serverMessageOf = useServerMessage();
  const locale = useLocale();
  const read = useCodConfirmation(orderId, token);
  const confirm = useConfirmCodOrder();
  const [refusal, setRefusal] = useState<string>();

  if (read.isPending) {
    return (
      <Frame>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-20 w-full" />
      </Frame>
    );
  }
  if (read.isError) {
    return (
      <Frame>
        <ErrorBox>{tx.SOMETHING_WENT_WRONG}</ErrorBox>
      </Frame>
    );
  }
  if (read.data.kind === 'refused') {
    // The server's English answer, in the page's language when its code names one of the API's texts.
    const { code, message } = read.data;
    const text = locale !== 'en' && code ? (tx.API_MESSAGES as Record<string, unknown>)[code] : undefined;
    return (
      <Outcome
        ok={false}
        title={tx.COD_CONFIRM_TEXT.invalidTitle}
        body={typeof text === 'string' ? text : message}
      />
    );
  }
  const order: CodConfirmation = read.data.confirmation;
  if (confirm.isSuccess) {
    return <Outcome ok title={tx.COD_CONFIRM_TEXT.confirmedTitle} body={tx.COD_CONFIRM_TEXT.confirmedBody} />;
  }
  if (!order.awaitingConfirmation) {
    const confirmed = CONFIRMED_STAGES.has(order.fulfilment);
    return (
      <Outcome
        ok={confirmed}
        title={confirmed ? tx.COD_CONFIRM_TEXT.confirmedTitle : tx.COD_CONFIRM_TEXT.invalidTitle}
        body={confirmed ? tx.API_MESSAGES.orderAlreadyConfirmed : tx.API_MESSAGES.orderCannotConfirm}
      />
    );
  }

  const onConfirm = () => {
    setRefusal(undefined);
    confirm.mutate(
      { orderId, token },
      {
        onError: (error) => setRefusal(serverMessageOf(error) ?? tx.SOMETHING_WENT_WRONG),
      },
    );
  };
  const itemCount = order.products.reduce((count, line) => count + line.quantity, 0);

  return (
    <Frame>
      <h1 className="text-lg font-bold">{tx.COD_CONFIRM_TEXT.title}</h1>
      <p className="mt-1 text-sm text-muted">{tx.COD_CONFIRM_TEXT.intro}</p>
      <p className="mt-4 text-sm font-bold tracking-wide">
        {tx.COD_CONFIRM_TEXT.orderNumber(orderIdDisplay(order._id))}
      </p>
      <p className="text-xs text-muted">{tx.ORDERS_TEXT.itemCount(itemCount)}</p>
      <ul className="mt-3 divide-y divide-line border-y border-line text-sm">
        {order.products.map((line, index) => (
          // Lines have no id here (the link shows no more than it must); their order is the order's.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <li key={index} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 flex-1 line-clamp-2">{line.title}</span>
            <span className="shrink-0 text-muted">
              {tx.ORDERS_TEXT.size}: {line.size} · {tx.ORDERS_TEXT.quantity}: {line.quantity}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between text-sm">
        <span className="text-muted">{tx.COD_CONFIRM_TEXT.total}</span>
        <span className="font-bold">{formatRupees(order.totalAmount)}</span>
      </p>
      <p className="text-xs text-muted">{tx.COD_CONFIRM_TEXT.payOnDelivery}</p>
      {order.confirmBy ? (
        // Formatted by each side's Intl: the server's and the browser's may differ in a space.
        <p className="mt-3 text-sm" suppressHydrationWarning>
          {tx.COD_CONFIRM_TEXT.confirmBy(formatOrderDateTime(order.confirmBy, locale))}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {refusal}
        </p>
      ) : null}
      <PendingButton
        className="mt-4 w-full"
        pending={confirm.isPending}
        onClick={onConfirm}
        data-replay="confirm-order"
      >
        {tx.COD_CONFIRM_TEXT.confirm}
      </PendingButton>
      <noscript>
        <p className="mt-2 text-xs text-muted">{tx.COD_CONFIRM_TEXT.needsScript}</p>
      </noscript>
    </Frame>
  );
}
