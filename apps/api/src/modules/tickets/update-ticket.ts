/**
 * Staff's work on a complaint (issue 34): a reply to the shopper and/or a status change, in one transaction
 * with its audit entry and the message(s) telling the shopper. A first reply acknowledges an open ticket;
 * acknowledging or resolving stops that clock; re-opening a resolved one starts its resolve clock again.
 */
import {
  type AdminTicketPatch,
  mayStaffMoveTicket,
  statusAfterStaffReply,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  type TicketStatus,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { PhoneProofs } from './phone-proof.js';
import * as repository from './repository.js';

const RESOLVED: ReadonlySet<TicketStatus> = new Set(['resolved', 'closed']);

export function createUpdateTicket(deps: {
  db: Database;
  clock: Clock;
  proofs: PhoneProofs;
  audit: Pick<AuditService, 'record'>;
  events: Pick<EventsService, 'recordEvent'>;
}) {
  const { db, clock, proofs, audit, events } = deps;
  return async function updateTicket(actor: SessionUser, id: string, patch: AdminTicketPatch) {
    await db.transaction(async (tx) => {
      const row = await repository.lockTicket(tx, id);
      if (!row) throw new NotFoundError(TICKET_MESSAGES.notFound);
      if (row.status === 'closed') throw new ConflictError(TICKET_MESSAGES.closed);
      if (patch.status && patch.status !== row.status && !mayStaffMoveTicket(row.status, patch.status)) {
        throw new ConflictError(
          TICKET_MESSAGES.moveNotAllowed(
            TICKET_STATUS_LABELS[row.status].toLowerCase(),
            TICKET_STATUS_LABELS[patch.status].toLowerCase(),
          ),
        );
      }
      const now = clock.now();
      const replied = patch.reply !== undefined;
      const status = patch.status ?? (replied ? statusAfterStaffReply(row.status) : row.status);
      const moved = patch.status !== undefined && patch.status !== row.status;
      if (replied) {
        await repository.insertMessage(tx, {
          ticketId: row.id,
          author: 'staff',
          staffId: actor.id,
          body: patch.reply as string,
          createdAt: now,
        });
      }
      const updated = await repository.updateTicket(tx, row.id, {
        status,
        updatedAt: now,
        acknowledgedAt: row.acknowledgedAt ?? (status !== 'open' ? now : null),
        resolvedAt: RESOLVED.has(status) ? (row.resolvedAt ?? now) : null,
      });
      const before = { status: row.status, acknowledgedAt: row.acknowledgedAt, resolvedAt: row.resolvedAt };
      await audit.record(tx, {
        actorId: actor.id,
        action: replied ? 'ticket.reply' : 'ticket.status',
        entityType: 'ticket',
        entityId: row.id,
        before,
        after: {
          status: updated.status,
          acknowledgedAt: updated.acknowledgedAt,
          resolvedAt: updated.resolvedAt,
          ...(replied && { reply: patch.reply }),
        },
      });
      const ticket = {
        ticketId: row.id,
        number: row.number,
        ...(row.anonymous && { key: proofs.accessKey(row.id) }),
      };
      const to = { userId: row.userId, recipient: row.phone, essential: true };
      if (replied) await events.recordEvent(tx, { ...to, type: 'ticket_replied', payload: ticket });
      if (moved) {
        await events.recordEvent(tx, {
          ...to,
          type: 'ticket_status_changed',
          payload: { ...ticket, status },
        });
      }
    });
  };
}
