/**
 * Raising a complaint (issue 34): signed in, or with a phone verified by OTP (phone-proof.ts). The order it
 * names must be the shopper's; its photos ones the image pipeline stored. Flood caps per phone and per
 * address are checked under a lock on the phone, and the ticket, its number and the message sending that
 * number commit together.
 */
import {
  API_MESSAGES,
  type CreateTicketRequest,
  TICKET_FLOOD_WINDOW_MS,
  TICKET_MESSAGES,
  TICKETS_PER_IP_PER_DAY,
  TICKETS_PER_PHONE_PER_DAY,
  type Ticket,
  ticketNumber,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors.js';
import type { EventsService } from '../events/service.js';
import type { IdempotencyRecord } from '../idempotency/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { PhoneProofs } from './phone-proof.js';
import * as repository from './repository.js';
import { toTicket } from './to-ticket.js';

export interface TicketCaller {
  /** The signed-in shopper, if any. */
  user?: SessionUser | undefined;
  ip: string;
}

/** Who raises it: the signed-in account, or the verified phone (and its account when it has one). */
async function raiserOf(
  db: Database,
  proofs: PhoneProofs,
  caller: TicketCaller,
  phoneProof: string | undefined,
) {
  if (caller.user) return { userId: caller.user.id, phone: caller.user.phone, anonymous: false };
  if (!phoneProof) throw new ForbiddenError(TICKET_MESSAGES.phoneProofRequired);
  const phone = proofs.phoneOf(phoneProof);
  if (!phone) throw new ForbiddenError(TICKET_MESSAGES.phoneProofInvalid);
  const account = await repository.findUserByPhone(db, phone);
  if (account?.blocked) throw new ForbiddenError(API_MESSAGES.accountBlocked);
  return { userId: account?.id ?? null, phone, anonymous: true };
}

export function createCreateTicket(deps: {
  db: Database;
  clock: Clock;
  proofs: PhoneProofs;
  events: Pick<EventsService, 'recordEvent'>;
}) {
  const { db, clock, proofs, events } = deps;
  /**
   * `record`: a signed-in shopper's `Idempotency-Key`, written with the ticket in its transaction, so a
   * retried request answers the first ticket instead of raising a second.
   */
  return async function createTicket(
    caller: TicketCaller,
    request: CreateTicketRequest,
    record?: IdempotencyRecord<Ticket>,
  ): Promise<Ticket> {
    const raiser = await raiserOf(db, proofs, caller, request.phoneProof);
    if (request.orderId) {
      const mine =
        raiser.userId !== null && (await repository.orderBelongsTo(db, request.orderId, raiser.userId));
      if (!mine) throw new NotFoundError(TICKET_MESSAGES.orderNotYours);
    }
    const photos = [...new Set(request.photos ?? [])];
    const stored = await repository.storedImages(db, photos);
    if (photos.some((path) => !stored.has(path))) throw new BadRequestError(TICKET_MESSAGES.photoUnknown);

    return db.transaction(async (tx) => {
      const now = clock.now();
      await repository.lockPhone(tx, raiser.phone);
      const since = new Date(now.getTime() - TICKET_FLOOD_WINDOW_MS);
      const byPhone = await repository.ticketsSince(tx, since, { phone: raiser.phone });
      const byIp = await repository.ticketsSince(tx, since, { ip: caller.ip });
      if (byPhone >= TICKETS_PER_PHONE_PER_DAY || byIp >= TICKETS_PER_IP_PER_DAY) {
        throw new TooManyRequestsError(TICKET_MESSAGES.flood, 60 * 60);
      }
      const number = ticketNumber(now, await repository.nextSerial(tx));
      const ticket = await repository.insertTicket(tx, {
        number,
        userId: raiser.userId,
        phone: raiser.phone,
        category: request.category,
        orderId: request.orderId ?? null,
        description: request.description,
        photos,
        anonymous: raiser.anonymous,
        ip: caller.ip,
        createdAt: now,
        updatedAt: now,
      });
      await events.recordEvent(tx, {
        type: 'ticket_created',
        userId: ticket.userId,
        recipient: ticket.phone,
        essential: true,
        payload: {
          ticketId: ticket.id,
          number,
          ...(raiser.anonymous && { key: proofs.accessKey(ticket.id) }),
        },
      });
      const answer: Ticket = {
        ...toTicket(ticket, []),
        ...(raiser.anonymous && { accessKey: proofs.accessKey(ticket.id) }),
      };
      await record?.write(tx, answer);
      return answer;
    });
  };
}
