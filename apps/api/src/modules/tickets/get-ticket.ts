/**
 * The shopper's view of their complaints (issue 34): one ticket for its own account, or for whoever holds its
 * link's key (an anonymous ticket); anyone else is told it does not exist. And the signed-in shopper's list.
 */
import { TICKET_MESSAGES } from '@zari/contract';
import type { Database, Executor } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../sessions/service.js';
import type { PhoneProofs } from './phone-proof.js';
import * as repository from './repository.js';
import { toTicket, toTicketSummary } from './to-ticket.js';

export interface TicketViewer {
  user?: SessionUser | undefined;
  key?: string | undefined;
}

export function mayView(proofs: PhoneProofs, row: repository.TicketRow, viewer: TicketViewer) {
  if (viewer.user && row.userId === viewer.user.id) return true;
  return row.anonymous && proofs.keyMatches(row.id, viewer.key);
}

export async function ticketView(db: Executor, row: repository.TicketRow) {
  return toTicket(row, await repository.messagesOf(db, [row.id]));
}

export function createGetTicket(deps: { db: Database; proofs: PhoneProofs }) {
  const { db, proofs } = deps;
  return {
    async getTicket(viewer: TicketViewer, id: string) {
      const row = await repository.findTicket(db, id);
      if (!row || !mayView(proofs, row, viewer)) throw new NotFoundError(TICKET_MESSAGES.notFound);
      return ticketView(db, row);
    },
    async listMyTickets(user: SessionUser) {
      return (await repository.ticketsOfUser(db, user.id)).map(toTicketSummary);
    },
  };
}
