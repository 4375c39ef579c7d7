/** A ticket row and its conversation as the shopper and as staff see them. */
import { type AdminTicket, staffTicketMoves, type Ticket, type TicketSummary } from '@zari/contract';
import type { TicketMessageRow, TicketRow } from './repository.js';

type MessageWithStaff = { message: TicketMessageRow; staffName: string | null };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    _id: row.id,
    number: row.number,
    category: row.category,
    status: row.status,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
  };
}

export function toTicket(row: TicketRow, messages: readonly MessageWithStaff[]): Ticket {
  return {
    ...toTicketSummary(row),
    description: row.description,
    photos: row.photos,
    messages: messages.map(({ message }) => ({
      _id: message.id,
      author: message.author,
      body: message.body,
      at: message.createdAt.toISOString(),
    })),
  };
}

export function toAdminTicket(
  row: TicketRow,
  messages: readonly MessageWithStaff[],
  customerName: string,
): AdminTicket {
  return {
    ...toTicket(row, messages),
    userId: row.userId,
    customerName,
    phone: row.phone,
    allowedStatuses: [...staffTicketMoves(row.status)],
    messages: messages.map(({ message, staffName }) => ({
      _id: message.id,
      author: message.author,
      body: message.body,
      at: message.createdAt.toISOString(),
      staffName: message.author === 'staff' ? (staffName ?? '') : null,
    })),
  };
}
