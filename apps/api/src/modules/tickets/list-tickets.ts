/** The back office's grievance queue (issue 34): overdue first, then by the least time left; one ticket. */
import {
  type AdminTicketListQuery,
  type AdminTicketSummary,
  TICKET_ACKNOWLEDGE_MS,
  TICKET_MESSAGES,
  TICKET_RESOLVE_MS,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import * as repository from './repository.js';
import { toAdminTicket, toTicketSummary } from './to-ticket.js';

export function createListTickets(deps: { db: Database }) {
  const { db } = deps;
  return {
    async listTickets(query: AdminTicketListQuery): Promise<AdminTicketSummary[]> {
      const status = query.status ?? 'active';
      const rows = await repository.queue(
        db,
        status === 'active' ? { active: true } : status === 'all' ? {} : { status },
        { acknowledgeMs: TICKET_ACKNOWLEDGE_MS, resolveMs: TICKET_RESOLVE_MS },
      );
      return rows.map(({ ticket, customerName }) => ({
        ...toTicketSummary(ticket),
        customerName: customerName ?? '',
        phone: ticket.phone,
      }));
    },

    async getTicket(id: string) {
      const row = await repository.findTicket(db, id);
      if (!row) throw new NotFoundError(TICKET_MESSAGES.notFound);
      const customer = await repository.customerOf(db, row.userId);
      return toAdminTicket(row, await repository.messagesOf(db, [row.id]), customer?.fullName ?? '');
    },
  };
}
