/** The back office's message log of one order (issue 32): every event, each with its deliveries. */
import { API_MESSAGES, maskPhone, type OrderMessage, type OrderMessageDelivery } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type * as eventsRepository from './repository.js';

/** A delivery as staff see it: the phone masked, times as ISO text. */
export function toMessageDelivery(row: eventsRepository.DeliveryRow): OrderMessageDelivery {
  return {
    _id: row.id,
    channel: row.channel,
    to: maskPhone(row.recipient),
    status: row.status,
    attempts: row.attempts,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    resent: row.resent,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createListMessages(deps: {
  db: Database;
  repository: Pick<typeof eventsRepository, 'messagesOf'>;
  /** The orders module's answer: does this order exist (an unknown one is 404, not an empty log)? */
  orderExists: (orderId: string) => Promise<boolean>;
}) {
  return async function listMessages(orderId: string): Promise<OrderMessage[]> {
    if (!(await deps.orderExists(orderId))) throw new NotFoundError(API_MESSAGES.orderNotFound);
    const rows = await deps.repository.messagesOf(deps.db, orderId);
    return rows.map((event) => ({
      _id: event.id,
      type: event.type,
      at: event.createdAt.toISOString(),
      deliveries: event.deliveries.map(toMessageDelivery),
    }));
  };
}
