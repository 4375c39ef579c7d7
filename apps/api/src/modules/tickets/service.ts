/**
 * Grievance tickets (issue 34), built once in app.ts: the shopper's complaint, view and reply, the back
 * office's queue, detail and update, photo uploads, and `personalDataSection` for the data-rights module.
 */
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { ImagesService } from '../images/service.js';
import { createCreateTicket } from './create-ticket.js';
import { createGetTicket } from './get-ticket.js';
import { createListTickets } from './list-tickets.js';
import { createTicketsPersonalData } from './personal-data.js';
import type { PhoneProofs } from './phone-proof.js';
import { createReplyToTicket } from './reply-to-ticket.js';
import { createUpdateTicket } from './update-ticket.js';
import { createUploadTicketPhoto } from './upload-ticket-photo.js';

export type TicketsService = ReturnType<typeof createTicketsService>;

export function createTicketsService(deps: {
  db: Database;
  clock: Clock;
  proofs: PhoneProofs;
  images: Pick<ImagesService, 'store'>;
  events: Pick<EventsService, 'recordEvent'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const view = createGetTicket(deps);
  const admin = createListTickets(deps);
  return {
    createTicket: createCreateTicket(deps),
    getTicket: view.getTicket,
    listMyTickets: view.listMyTickets,
    replyToTicket: createReplyToTicket(deps),
    uploadPhoto: createUploadTicketPhoto(deps),
    listTickets: admin.listTickets,
    adminGetTicket: admin.getTicket,
    updateTicket: createUpdateTicket(deps),
    /** `{ name: 'tickets', collect(userId), erase(tx, userId) }` for "Download my data" and erasure. */
    personalDataSection: createTicketsPersonalData(deps),
  };
}
