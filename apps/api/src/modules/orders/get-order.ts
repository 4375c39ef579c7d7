/** One order in the back office: its lines, customer, the moves staff may make and its timeline. */
import { type AdminOrder, API_MESSAGES } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import type { OrdersRepository } from './repository.js';
import { type InvoiceSummaries, toAdminOrder, withInvoice } from './to-order.js';

export function createGetOrder({
  db,
  clock,
  repository,
  invoiceSummaries,
}: {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'findOrderDetail'>;
  invoiceSummaries: InvoiceSummaries;
}) {
  return async function getOrder(orderId: string): Promise<AdminOrder> {
    const row = await repository.findOrderDetail(db, orderId);
    if (!row) throw new NotFoundError(API_MESSAGES.orderNotFound);
    return withInvoice(toAdminOrder(row, clock.now()), (await invoiceSummaries([row.id])).get(row.id));
  };
}
