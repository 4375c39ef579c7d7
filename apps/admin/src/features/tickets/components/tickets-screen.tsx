import {
  formatOrderDate,
  TICKET_ADMIN_TEXT,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  ticketClocks,
  ticketOverdue,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { Link, useSearchParams } from 'react-router';
import { ListState, PageHeader, selectClass, TableFrame, tdClass } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { type TicketFilter, useTickets } from '../api/tickets';
import { ClockCell } from './clock-cell';

const isFilter = (value: string | null): value is TicketFilter =>
  value === 'all' || TICKET_STATUSES.includes(value as never);

/**
 * /admin/tickets (issue 34): the grievance queue, overdue first (red), then by the least time left on the
 * rules' two clocks (acknowledge within 48 hours, resolve within one month); filtered by status.
 */
export function TicketsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('status');
  const status: TicketFilter = isFilter(param) ? param : 'active';
  const tickets = useTickets(status);
  const rows = tickets.data ?? [];
  const now = new Date();
  return (
    <>
      <PageHeader title={TICKET_ADMIN_TEXT.queueTitle} />
      <p className="mb-3 text-sm text-muted">{TICKET_ADMIN_TEXT.queueIntro}</p>
      <label className="mb-4 flex items-center gap-2 text-sm font-medium sm:w-64">
        {TICKET_ADMIN_TEXT.columns.status}
        <select
          className={selectClass}
          value={status === 'active' ? '' : status}
          onChange={(event) =>
            setSearchParams(event.target.value ? { status: event.target.value } : {}, { replace: true })
          }
        >
          <option value="">{TICKET_ADMIN_TEXT.allStatuses}</option>
          {TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {TICKET_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <ListState query={tickets} isEmpty={rows.length === 0} empty={TICKET_ADMIN_TEXT.empty}>
        <TableFrame
          stackOnPhone
          columns={[
            TICKET_ADMIN_TEXT.columns.number,
            TICKET_ADMIN_TEXT.columns.category,
            TICKET_ADMIN_TEXT.columns.customer,
            TICKET_ADMIN_TEXT.columns.status,
            TICKET_ADMIN_TEXT.columns.acknowledge,
            TICKET_ADMIN_TEXT.columns.resolve,
          ]}
        >
          {rows.map((ticket) => {
            const clocks = ticketClocks(ticket, now);
            return (
              <tr
                key={ticket._id}
                data-overdue={ticketOverdue(clocks) || undefined}
                className={cn('hover:bg-canvas', ticketOverdue(clocks) && 'bg-danger/5')}
              >
                <td className={tdClass} data-label={TICKET_ADMIN_TEXT.columns.number}>
                  <Link
                    to={adminPaths.ticket.getHref(ticket._id)}
                    className="font-mono font-semibold text-brand-700 hover:underline"
                  >
                    {ticket.number}
                  </Link>
                  <div className="text-xs text-muted">{formatOrderDate(ticket.createdAt)}</div>
                </td>
                <td className={tdClass} data-label={TICKET_ADMIN_TEXT.columns.category}>
                  {TICKET_CATEGORY_LABELS[ticket.category]}
                </td>
                <td className={tdClass} data-label={TICKET_ADMIN_TEXT.columns.customer}>
                  {ticket.customerName || TICKET_ADMIN_TEXT.anonymous}
                  <div className="text-xs text-muted">{ticket.phone}</div>
                </td>
                <td className={tdClass} data-label={TICKET_ADMIN_TEXT.columns.status}>
                  {TICKET_STATUS_LABELS[ticket.status]}
                </td>
                <td className={tdClass} data-label={TICKET_ADMIN_TEXT.columns.acknowledge}>
                  <ClockCell clock={clocks.acknowledge} />
                </td>
                <td className={tdClass} data-label={TICKET_ADMIN_TEXT.columns.resolve}>
                  <ClockCell clock={clocks.resolve} />
                </td>
              </tr>
            );
          })}
        </TableFrame>
      </ListState>
    </>
  );
}
