import { assetUrl } from '@zari/api-client';
import {
  type AdminTicket,
  formatOrderDateTime,
  orderIdDisplay,
  TICKET_ADMIN_TEXT,
  TICKET_CATEGORY_LABELS,
  TICKET_REPLY_MAX_LENGTH,
  TICKET_STATUS_LABELS,
  type TicketStatus,
  ticketClocks,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { BackLink, Card, Field, LoadFailed, Loading, PageHeader, selectClass } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { useTicket, useUpdateTicket } from '../api/tickets';
import { ClockCell } from './clock-cell';

/** /admin/tickets/:id (issue 34): the complaint, its clocks, the conversation, a reply and a status change. */
export function TicketDetailScreen({ id }: { id: string }) {
  const ticket = useTicket(id);
  if (ticket.isPending) return <Loading />;
  if (ticket.isError)
    return <LoadFailed message={ticket.error.message} onRetry={() => void ticket.refetch()} />;
  return <TicketDetail ticket={ticket.data} />;
}

function TicketDetail({ ticket }: { ticket: AdminTicket }) {
  const update = useUpdateTicket(ticket._id);
  const [reply, setReply] = useState('');
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const clocks = ticketClocks(ticket, new Date());
  const closed = ticket.allowedStatuses.length === 0;

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutateAsync({ ...(reply.trim() ? { reply } : {}), ...(status ? { status } : {}) }).then(
      () => {
        setReply('');
        setStatus('');
        toastDone(TICKET_ADMIN_TEXT.saved);
      },
      (error: unknown) => toastFailed(failureMessage(error, TICKET_ADMIN_TEXT.saveFailed)),
    );
  };

  return (
    <>
      <BackLink to={adminPaths.tickets.getHref()}>{TICKET_ADMIN_TEXT.back}</BackLink>
      <PageHeader
        title={`${TICKET_ADMIN_TEXT.detailTitle(ticket.number)} · ${TICKET_STATUS_LABELS[ticket.status]}`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={TICKET_ADMIN_TEXT.description}>
          <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{TICKET_ADMIN_TEXT.columns.category}</dt>
            <dd>{TICKET_CATEGORY_LABELS[ticket.category]}</dd>
            <dt className="text-muted">{TICKET_ADMIN_TEXT.columns.customer}</dt>
            <dd>{ticket.customerName || TICKET_ADMIN_TEXT.anonymous}</dd>
            <dt className="text-muted">{TICKET_ADMIN_TEXT.phone}</dt>
            <dd>{ticket.phone}</dd>
            {ticket.orderId ? (
              <>
                <dt className="text-muted">{TICKET_ADMIN_TEXT.order}</dt>
                <dd>
                  <Link
                    className="font-mono text-brand-700 hover:underline"
                    to={adminPaths.order.getHref(ticket.orderId)}
                  >
                    #{orderIdDisplay(ticket.orderId)}
                  </Link>
                </dd>
              </>
            ) : null}
            <dt className="text-muted">{TICKET_ADMIN_TEXT.columns.acknowledge}</dt>
            <dd>
              <ClockCell clock={clocks.acknowledge} />
            </dd>
            <dt className="text-muted">{TICKET_ADMIN_TEXT.columns.resolve}</dt>
            <dd>
              <ClockCell clock={clocks.resolve} />
            </dd>
          </dl>
          <p className="text-sm whitespace-pre-line">{ticket.description}</p>
          {ticket.photos.length > 0 ? (
            <div className="mt-3 flex gap-2">
              {ticket.photos.map((path) => (
                <a key={path} href={assetUrl(path)} target="_blank" rel="noreferrer">
                  <img src={assetUrl(path)} alt="" className="size-24 rounded-md object-cover" />
                </a>
              ))}
            </div>
          ) : null}
        </Card>
        <Card title={TICKET_ADMIN_TEXT.conversation}>
          <ol className="space-y-2">
            {ticket.messages.map((message) => (
              <li
                key={message._id}
                className={cn(
                  'rounded-md p-2 text-sm',
                  message.author === 'staff' ? 'bg-brand-50' : 'bg-canvas',
                )}
              >
                <p className="text-xs text-muted">
                  {message.author === 'staff'
                    ? `${TICKET_ADMIN_TEXT.staff}${message.staffName ? ` · ${message.staffName}` : ''}`
                    : TICKET_ADMIN_TEXT.shopper}{' '}
                  · {formatOrderDateTime(message.at)}
                </p>
                <p className="whitespace-pre-line">{message.body}</p>
              </li>
            ))}
          </ol>
          {closed ? null : (
            <form onSubmit={save} className="mt-4 space-y-3">
              <Field label={TICKET_ADMIN_TEXT.replyLabel}>
                {(props) => (
                  <textarea
                    {...props}
                    name="reply"
                    rows={4}
                    maxLength={TICKET_REPLY_MAX_LENGTH}
                    value={reply}
                    onChange={(event) => setReply(event.target.value)}
                    className="w-full rounded-md border border-line bg-surface p-2 text-sm"
                  />
                )}
              </Field>
              <Field label={TICKET_ADMIN_TEXT.statusLabel}>
                {(props) => (
                  <select
                    {...props}
                    name="status"
                    className={selectClass}
                    value={status}
                    onChange={(event) => setStatus(event.target.value as TicketStatus | '')}
                  >
                    <option value="">{TICKET_ADMIN_TEXT.keepStatus}</option>
                    {ticket.allowedStatuses.map((value) => (
                      <option key={value} value={value}>
                        {TICKET_STATUS_LABELS[value]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <PendingButton
                type="submit"
                variant="brand"
                pending={update.isPending}
                disabled={!reply.trim() && !status}
              >
                {TICKET_ADMIN_TEXT.save}
              </PendingButton>
            </form>
          )}
        </Card>
      </div>
    </>
  );
}
