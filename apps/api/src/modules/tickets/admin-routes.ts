/** The back office's grievance queue (issue 34): the queue, one ticket, and staff's reply / status change. */
import { TICKET_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { TicketsService } from './service.js';

export function adminTicketRoutes(tickets: TicketsService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListTickets, async (request) => ({
      success: true,
      data: await tickets.listTickets(request.query),
    }));

    registerRoute(app, ROUTES.adminGetTicket, async (request) => ({
      success: true,
      data: await tickets.adminGetTicket(request.params.id),
    }));

    registerRoute(app, ROUTES.adminUpdateTicket, async (request) => {
      await tickets.updateTicket(request.user, request.params.id, request.body);
      return {
        success: true,
        message: TICKET_MESSAGES.updated,
        data: await tickets.adminGetTicket(request.params.id),
      };
    });
  };
}
