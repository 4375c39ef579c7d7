/** One order in the back office: its lines, customer, the moves staff may make and its timeline. */
import { type AdminOrder, API_MESSAGES, type ShopperOrder } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../sessions/service.js';
import type { OrdersRepository } from './repository.js';
import { type InvoiceSummaries, toAdminOrder, toShopperOrder, withInvoice } from './to-order.js';

export function createGetOrder({
  db,
  repository,
  invoiceSummaries,
}: {
  db: Database;
  repository: Pick<OrdersRepository, 'findOrderDetail'>;
  invoiceSummaries: InvoiceSummaries;
}) {
  return async function getOrder(orderId: string): Promise<AdminOrder> {
    const row = await repository.findOrderDetail(db, orderId);
    if (!row) throw new NotFoundError(API_MESSAGES.orderNotFound);
    return withInvoice(toAdminOrder(row), (await invoiceSummaries([row.id])).get(row.id));
  };
}

/**
 * One of the shopper's own orders with its timeline (issue 32: the order detail page). Another shopper's
 * order answers exactly as an unknown id does (404), so an id says nothing about whose it is.
 */
export function createGetShopperOrder({
  db,
  repository,
  invoiceSummaries,
}: {
  db: Database;
  repository: Pick<OrdersRepository, 'findOrderDetail'>;
  invoiceSummaries: InvoiceSummaries;
}) {
  return async function getShopperOrder(user: SessionUser, orderId: string): Promise<ShopperOrder> {
    const row = await repository.findOrderDetail(db, orderId);
    if (!row || row.userId !== user.id) throw new NotFoundError(API_MESSAGES.orderNotFound);
    return withInvoice(toShopperOrder(row), (await invoiceSummaries([row.id])).get(row.id));
  };
}
