/**
 * Grievance tickets (issue 34): a shopper's complaint, its conversation and clocks; the anonymous path's
 * phone verification; the back office's queue, detail and update.
 */
import { z } from 'zod';
import { TICKET_MESSAGES } from '../messages/tickets.js';
import {
  TICKET_CATEGORIES,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_DESCRIPTION_MIN_LENGTH,
  TICKET_PHOTOS_MAX,
  TICKET_REPLY_MAX_LENGTH,
  TICKET_STATUSES,
} from '../rules/tickets.js';
import { envelope, Id, ImagePath, Text } from './common.js';

export const TicketCategory = z.enum(TICKET_CATEGORIES, { message: TICKET_MESSAGES.categoryRequired });
export const TicketStatus = z.enum(TICKET_STATUSES);

/** The key of an anonymous ticket's link (`/help/tickets/{id}?key=…`): whoever holds it follows the ticket. */
const AccessKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * `phoneProof`: when not signed in, the proof `POST /api/tickets/otp/verify` answered for a phone verified by
 * OTP (valid TICKET_PHONE_PROOF_MINUTES). `orderId`: one of the signed-in shopper's orders. `photos`: paths
 * answered by `POST /api/tickets/photos`.
 */
export const CreateTicketRequest = z.object({
  category: TicketCategory,
  orderId: Id.optional(),
  description: Text()
    .trim()
    .min(TICKET_DESCRIPTION_MIN_LENGTH, TICKET_MESSAGES.descriptionTooShort)
    .max(TICKET_DESCRIPTION_MAX_LENGTH, TICKET_MESSAGES.descriptionTooLong),
  photos: z.array(ImagePath.max(300)).max(TICKET_PHOTOS_MAX, TICKET_MESSAGES.tooManyPhotos).optional(),
  phoneProof: z.string().max(200).optional(),
});
export type CreateTicketRequest = z.input<typeof CreateTicketRequest>;

export const TicketReplyRequest = z.object({
  body: Text().trim().min(1, TICKET_MESSAGES.replyEmpty).max(TICKET_REPLY_MAX_LENGTH),
  key: AccessKey.optional(),
});
export type TicketReplyRequest = z.input<typeof TicketReplyRequest>;

export const TicketKeyQuery = z.object({ key: AccessKey.optional() });

export const TicketMessage = z.object({
  _id: Id,
  author: z.enum(['shopper', 'staff']),
  body: z.string(),
  at: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/** One ticket as its shopper sees it; the clocks are computed from the three times (rules/tickets.ts). */
export const Ticket = z.object({
  _id: Id,
  number: z.string(),
  category: TicketCategory,
  status: TicketStatus,
  orderId: Id.nullable(),
  description: z.string(),
  photos: z.array(ImagePath),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  messages: z.array(TicketMessage),
  /** Only on the answer that created an anonymous ticket: the key of its link. */
  accessKey: z.string().optional(),
});
export type Ticket = z.infer<typeof Ticket>;
export const TicketResponse = envelope(Ticket);

export const TicketSummary = Ticket.pick({
  _id: true,
  number: true,
  category: true,
  status: true,
  orderId: true,
  createdAt: true,
  acknowledgedAt: true,
  resolvedAt: true,
});
export type TicketSummary = z.infer<typeof TicketSummary>;
export const TicketListResponse = envelope(z.array(TicketSummary));

export const TicketPhotoResponse = envelope(z.object({ path: z.string() }));

/** A phone verified for raising tickets without signing in: the proof to send with `POST /api/tickets`. */
export const TicketPhoneProofResponse = envelope(
  z.object({ phone: z.string(), phoneProof: z.string(), expiresAt: z.string() }),
);

// ── Back office ─────────────────────────────────────────────────────────────────────────────────────────

/** `status`: one status; `active` (the default): every ticket not closed. */
export const AdminTicketListQuery = z.object({
  status: z.union([TicketStatus, z.literal('active'), z.literal('all')]).optional(),
});
export type AdminTicketListQuery = z.input<typeof AdminTicketListQuery>;

export const AdminTicketSummary = TicketSummary.extend({
  customerName: z.string(),
  phone: z.string(),
});
export type AdminTicketSummary = z.infer<typeof AdminTicketSummary>;
export const AdminTicketListResponse = envelope(z.array(AdminTicketSummary));

export const AdminTicket = Ticket.extend({
  userId: Id.nullable(),
  customerName: z.string(),
  phone: z.string(),
  /** The statuses staff may move it to now (rules/tickets.ts). */
  allowedStatuses: z.array(TicketStatus),
  messages: z.array(TicketMessage.extend({ staffName: z.string().nullable() })),
});
export type AdminTicket = z.infer<typeof AdminTicket>;
export const AdminTicketResponse = envelope(AdminTicket);

/** A status change and/or a reply to the shopper; at least one. */
export const AdminTicketPatch = z
  .object({
    status: TicketStatus.optional(),
    reply: Text().trim().min(1, TICKET_MESSAGES.replyEmpty).max(TICKET_REPLY_MAX_LENGTH).optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.reply !== undefined, TICKET_MESSAGES.nothingToDo);
export type AdminTicketPatch = z.infer<typeof AdminTicketPatch>;
