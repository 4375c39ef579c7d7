/**
 * HTTP for a shopper's complaints (issue 34). Raising one, reading it and replying take an optional session:
 * the signed-in shopper's, or (without one) a phone proof to raise it and the link's key to follow it.
 */
import multipart from '@fastify/multipart';
import { TICKET_MESSAGES, type Ticket } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_UPLOAD_BODY_LIMIT, photoUploadLimits, readPhotoUpload } from '../../lib/multipart.js';
import { registerRoute } from '../../lib/route.js';
import { idempotencyKeyOf } from '../idempotency/header.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { SessionCookie } from '../sessions/cookie.js';
import type { SessionsService } from '../sessions/service.js';
import type { TicketsService } from './service.js';

/** The header a photo upload carries its phone proof in when not signed in. */
export const PHONE_PROOF_HEADER = 'x-phone-proof';

export function ticketRoutes(deps: {
  tickets: TicketsService;
  idempotency: Pick<IdempotencyService, 'once'>;
  sessions: Pick<SessionsService, 'read'>;
  cookie: Pick<SessionCookie, 'read'>;
}) {
  const { tickets, idempotency, sessions, cookie } = deps;

  /** The signed-in, unblocked shopper, if the request carries a live session. */
  async function optionalUser(request: FastifyRequest) {
    const token = cookie.read(request);
    const session = token ? await sessions.read(token) : undefined;
    return session && !session.user.blocked ? session.user : undefined;
  }

  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: photoUploadLimits(2),
    });

    registerRoute(app, ROUTES.createTicket, async (request) => {
      const user = await optionalUser(request);
      const answerOf = (ticket: Ticket) => ({
        success: true,
        message: TICKET_MESSAGES.created(ticket.number),
        data: ticket,
      });
      const caller = { user, ip: request.ip };
      // A signed-in shopper's retry with the same Idempotency-Key answers the first ticket; signed out, the
      // flood cap per phone bounds what a retry can add.
      if (!user) return answerOf(await tickets.createTicket(caller, request.body));
      return idempotency.once(
        { userId: user.id, route: 'createTicket', key: idempotencyKeyOf(request), body: request.body },
        answerOf,
        (record) => tickets.createTicket(caller, request.body, record),
      );
    });

    registerRoute(app, ROUTES.listMyTickets, async (request) => ({
      success: true,
      data: await tickets.listMyTickets(request.user),
    }));

    registerRoute(app, ROUTES.getTicket, async (request) => ({
      success: true,
      data: await tickets.getTicket(
        { user: await optionalUser(request), key: request.query.key },
        request.params.id,
      ),
    }));

    registerRoute(app, ROUTES.replyToTicket, async (request) => ({
      success: true,
      message: TICKET_MESSAGES.replied,
      data: await tickets.replyToTicket(
        { user: await optionalUser(request) },
        request.params.id,
        request.body,
      ),
    }));

    registerRoute(
      app,
      ROUTES.uploadTicketPhoto,
      async (request) => {
        const proof = request.headers[PHONE_PROOF_HEADER];
        return {
          success: true,
          data: await tickets.uploadPhoto(
            { user: await optionalUser(request), phoneProof: typeof proof === 'string' ? proof : undefined },
            async () => (await readPhotoUpload(request)).file,
          ),
        };
      },
      { rawBody: true, bodyLimit: PHOTO_UPLOAD_BODY_LIMIT },
    );
  };
}
