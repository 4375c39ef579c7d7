/** The shopper's reply on their complaint (issue 34): a resolved ticket is re-opened; a closed one refuses. */
import {
  shopperMayReply,
  statusAfterShopperReply,
  TICKET_MESSAGES,
  type TicketReplyRequest,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { mayView, type TicketViewer, ticketView } from './get-ticket.js';
import type { PhoneProofs } from './phone-proof.js';
import * as repository from './repository.js';

export function createReplyToTicket(deps: { db: Database; clock: Clock; proofs: PhoneProofs }) {
  const { db, clock, proofs } = deps;
  return async function replyToTicket(viewer: TicketViewer, id: string, request: TicketReplyRequest) {
    return db.transaction(async (tx) => {
      const row = await repository.lockTicket(tx, id);
      if (!row || !mayView(proofs, row, { ...viewer, key: request.key ?? viewer.key })) {
        throw new NotFoundError(TICKET_MESSAGES.notFound);
      }
      if (!shopperMayReply(row.status)) throw new ConflictError(TICKET_MESSAGES.closed);
      const now = clock.now();
      await repository.insertMessage(tx, {
        ticketId: row.id,
        author: 'shopper',
        body: request.body,
        createdAt: now,
      });
      const status = statusAfterShopperReply(row.status);
      const updated = await repository.updateTicket(tx, row.id, {
        status,
        updatedAt: now,
        ...(status !== row.status && { resolvedAt: null }),
      });
      return ticketView(tx, updated);
    });
  };
}
