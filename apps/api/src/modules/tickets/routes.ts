/**
 * HTTP for a shopper's complaints (issue 34). Raising one, reading it and replying take an optional session:
 * the signed-in shopper's, or (without one) a phone proof to raise it and the link's key to follow it.
 */
import multipart from '@fastify/multipart';
import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  IMAGE_UPLOAD_MAX_BYTES,
  TICKET_MESSAGES,
  type Ticket,
} from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors.js';
import { multipartError } from '../../lib/multipart.js';
import { registerRoute } from '../../lib/route.js';
import { idempotencyKeyOf } from '../idempotency/header.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { SessionCookie } from '../sessions/cookie.js';
import type { SessionsService } from '../sessions/service.js';
import type { TicketsService } from './service.js';

const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;
/** The header a photo upload carries its phone proof in when not signed in. */
export const PHONE_PROOF_HEADER = 'x-phone-proof';

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestError(ADMIN_MESSAGES.imageMissing);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) throw new BadRequestError(API_MESSAGES.badRequest);
      file = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, ADMIN_MESSAGES.imageTooLarge);
  }
  if (!file || file.length === 0) throw new BadRequestError(ADMIN_MESSAGES.imageMissing);
  return file;
}

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
      limits: {
        fieldNameSize: 100,
        fieldSize: 200,
        fields: 2,
        files: 1,
        parts: 3,
        fileSize: IMAGE_UPLOAD_MAX_BYTES,
        headerPairs: 20,
      },
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
            () => readPhoto(request),
          ),
        };
      },
      { rawBody: true, bodyLimit: UPLOAD_BODY_LIMIT },
    );
  };
}
