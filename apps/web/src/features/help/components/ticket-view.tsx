import { ApiError, assetUrl } from '@zari/api-client';
import {
  formatOrderDate,
  formatOrderDateTime,
  orderIdDisplay,
  shopperMayReply,
  TICKET_CATEGORY_LABELS,
  TICKET_REPLY_MAX_LENGTH,
  TICKET_STATUS_LABELS,
  TICKET_TEXT,
  TICKET_TOASTS,
  ticketClocks,
} from '@zari/contract';
import { Badge } from '@zari/ui/badge';
import { cn } from '@zari/ui/cn';
import { Field } from '@zari/ui/field';
import { notifySuccess } from '@zari/ui/notify';
import { PendingButton } from '@zari/ui/pending-button';
import { Skeleton } from '@zari/ui/skeleton';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale, useServerMessage, useText } from '@/lib/i18n';
import { useReplyToTicket, useTicket } from '../api/tickets';
import { GrievanceOfficer } from './grievance-officer';
import { TicketClockLine } from './ticket-clock';

/** The clocks count down from the browser's clock, read after hydration (never during the server render). */
function useNow(intervalMs = 60_000) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * One complaint (issue 34): its number, status, the two clocks, the complaint, the conversation and a reply
 * box (closed ones take no reply). Its shopper's, or whoever holds its link's key; anyone else: not found.
 */
export function TicketView({ ticketId, accessKey }: { ticketId: string; accessKey: string | undefined }) {
  const tx = useText({ TICKET_TEXT, TICKET_TOASTS, TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS });
  const locale = useLocale();
  const serverMessageOf = useServerMessage();
  const now = useNow();
  const ticket = useTicket(ticketId, accessKey, now !== null);
  const reply = useReplyToTicket(ticketId, accessKey);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  if (!now || ticket.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-3">
        <Skeleton className="h-24 rounded-card" />
        <Skeleton className="h-40 rounded-card" />
      </div>
    );
  }
  if (ticket.isError) {
    return (
      <div role="alert" className="rounded-card border border-danger/30 bg-danger/5 p-6 text-center">
        <p className="font-semibold text-danger">
          {ticket.error instanceof ApiError && ticket.error.status === 404
            ? tx.TICKET_TEXT.notFound
            : tx.TICKET_TEXT.loadFailed}
        </p>
        <Link className="mt-3 inline-block text-sm font-semibold text-brand-700" to={paths.help.getHref()}>
          {tx.TICKET_TEXT.helpLink}
        </Link>
      </div>
    );
  }
  const data = ticket.data;
  const clocks = ticketClocks(data, now);
  const mayReply = shopperMayReply(data.status);

  const send = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    reply.mutate(text, {
      onSuccess: () => {
        setText('');
        notifySuccess(tx.TICKET_TOASTS.replySent);
      },
      onError: (error) => setProblem(serverMessageOf(error) || tx.TICKET_TEXT.replyFailed),
    });
  };

  return (
    <div className="space-y-5">
      <section className="space-y-2 rounded-card border border-line p-4">
        <div className="flex items-center justify-between gap-3">
          <h1 className="font-display text-xl font-semibold">{tx.TICKET_TEXT.ticketTitle(data.number)}</h1>
          <Badge variant={data.status === 'resolved' || data.status === 'closed' ? 'success' : 'secondary'}>
            {tx.TICKET_STATUS_LABELS[data.status]}
          </Badge>
        </div>
        <p className="text-sm text-muted">
          {tx.TICKET_CATEGORY_LABELS[data.category]} ·{' '}
          {tx.TICKET_TEXT.raisedOn(formatOrderDate(data.createdAt, locale))}
          {data.orderId ? ` · ${orderIdDisplay(data.orderId)}` : ''}
        </p>
        <TicketClockLine label={tx.TICKET_TEXT.acknowledgeClock} clock={clocks.acknowledge} />
        <TicketClockLine label={tx.TICKET_TEXT.resolveClock} clock={clocks.resolve} />
      </section>

      <section className="space-y-3">
        <h2 className="text-sm font-semibold tracking-wide uppercase">{tx.TICKET_TEXT.conversation}</h2>
        <ol className="space-y-3">
          <li className="rounded-card bg-surface-muted p-3">
            <p className="text-xs text-muted">
              {tx.TICKET_TEXT.you} · {formatOrderDateTime(data.createdAt, locale)}
            </p>
            <p className="mt-1 text-sm whitespace-pre-line">{data.description}</p>
            {data.photos.length > 0 ? (
              <ul className="mt-2 flex gap-2">
                {data.photos.map((path) => (
                  <li key={path}>
                    <img src={assetUrl(path)} alt="" className="size-16 rounded-md object-cover" />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
          {data.messages.map((message) => (
            <li
              key={message._id}
              data-author={message.author}
              className={cn(
                'rounded-card p-3',
                message.author === 'staff' ? 'border border-brand-200 bg-brand-50' : 'bg-surface-muted',
              )}
            >
              <p className="text-xs text-muted">
                {message.author === 'staff' ? tx.TICKET_TEXT.staff : tx.TICKET_TEXT.you} ·{' '}
                {formatOrderDateTime(message.at, locale)}
              </p>
              <p className="mt-1 text-sm whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      </section>

      {mayReply ? (
        <form onSubmit={send} className="space-y-3">
          <Field label={tx.TICKET_TEXT.replyLabel}>
            {(props) => (
              <textarea
                {...props}
                name="reply"
                rows={3}
                maxLength={TICKET_REPLY_MAX_LENGTH}
                value={text}
                onChange={(event) => setText(event.target.value)}
                className="w-full rounded-md border border-line bg-surface p-3 text-sm"
              />
            )}
          </Field>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <PendingButton type="submit" variant="brand" pending={reply.isPending} disabled={!text.trim()}>
            {tx.TICKET_TEXT.sendReply}
          </PendingButton>
        </form>
      ) : (
        <p className="text-sm text-muted">{tx.TICKET_TEXT.closedNote}</p>
      )}
      <GrievanceOfficer />
    </div>
  );
}
