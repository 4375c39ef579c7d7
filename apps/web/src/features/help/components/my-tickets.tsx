import { formatOrderDate, TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS, TICKET_TEXT } from '@zari/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useLocale, useText } from '@/lib/i18n';
import { useMyTickets } from '../api/tickets';

/** The signed-in shopper's complaints, newest first, each linking to its page. */
export function MyTickets() {
  const tx = useText({ TICKET_TEXT, TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS });
  const locale = useLocale();
  const { user } = useAuth();
  const tickets = useMyTickets(Boolean(user));
  if (!user) return null;
  return (
    <section aria-labelledby="my-tickets" className="space-y-2">
      <h2 id="my-tickets" className="text-sm font-semibold tracking-wide uppercase">
        {tx.TICKET_TEXT.myTickets}
      </h2>
      {tickets.isError ? (
        <p className="text-sm text-danger">{tx.TICKET_TEXT.listFailed}</p>
      ) : tickets.data && tickets.data.length === 0 ? (
        <p className="text-sm text-muted">{tx.TICKET_TEXT.noTickets}</p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {tickets.data?.map((ticket) => (
            <li key={ticket._id}>
              <Link
                to={paths.helpTicket.getHref(ticket._id)}
                className="flex items-center justify-between gap-3 p-3 text-sm hover:bg-surface-muted"
              >
                <span>
                  <span className="font-semibold">{ticket.number}</span> ·{' '}
                  {tx.TICKET_CATEGORY_LABELS[ticket.category]}
                  <span className="block text-xs text-muted">
                    {tx.TICKET_STATUS_LABELS[ticket.status]} · {formatOrderDate(ticket.createdAt, locale)}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
