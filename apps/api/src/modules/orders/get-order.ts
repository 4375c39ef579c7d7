/** One order in the back office: its lines, customer, the moves staff may make and its timeline. */
import { type AdminOrder, API_MESSAGES } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { OrdersRepository } from './repository.js';
import { toAdminOrder } from './to-order.js';

export function createGetOrder({
  db,
  repository,
}: {
  db: Database;
  repository: Pick<OrdersRepository, 'findOrderDetail'>;
}) {
  return async function getOrder(orderId: string): Promise<AdminOrder> {
    const row = await repository.findOrderDetail(db, orderId);
    if (!row) throw new NotFoundError(API_MESSAGES.orderNotFound);
    return toAdminOrder(row);
  };
}
