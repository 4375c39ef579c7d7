/** One order in the back office: its lines, customer, the moves staff may make and its timeline. */
import { type AdminOrder, type AdminShipment, API_MESSAGES, type ShopperOrder } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../sessions/service.js';
import type { OrdersRepository } from './repository.js';
import {
  type InvoiceSummaries,
  type RefundSummaries,
  toAdminOrder,
  toShopperOrder,
  withInvoice,
  withRefunds,
} from './to-order.js';

export function createGetOrder({
  db,
  clock,
  repository,
  invoiceSummaries,
  refundSummaries,
  shipmentOf,
}: {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'findOrderDetail'>;
  invoiceSummaries: InvoiceSummaries;
  refundSummaries?: RefundSummaries | undefined;
  /** The shipments module's view of the order's shipment with the carrier (issue 32), when it has one. */
  shipmentOf?: ((orderId: string) => Promise<AdminShipment | undefined>) | undefined;
}) {
  return async function getOrder(orderId: string): Promise<AdminOrder> {
    const row = await repository.findOrderDetail(db, orderId);
    if (!row) throw new NotFoundError(API_MESSAGES.orderNotFound);
    const order = withInvoice(toAdminOrder(row, clock.now()), (await invoiceSummaries([row.id])).get(row.id));
    const refunded = withRefunds(order, refundSummaries && (await refundSummaries([row.id])).get(row.id));
    const shipment = await shipmentOf?.(row.id);
    return shipment ? { ...refunded, shipment } : refunded;
  };
}

/**
 * One of the shopper's own orders with its timeline (issue 32: the order detail page). Another shopper's
 * order answers exactly as an unknown id does (404), so an id says nothing about whose it is.
 */
export function createGetShopperOrder({
  db,
  clock,
  repository,
  invoiceSummaries,
  refundSummaries,
}: {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'findOrderDetail'>;
  invoiceSummaries: InvoiceSummaries;
  refundSummaries?: RefundSummaries | undefined;
}) {
  return async function getShopperOrder(user: SessionUser, orderId: string): Promise<ShopperOrder> {
    const row = await repository.findOrderDetail(db, orderId);
    if (!row || row.userId !== user.id) throw new NotFoundError(API_MESSAGES.orderNotFound);
    const order = withInvoice(
      toShopperOrder(row, clock.now()),
      (await invoiceSummaries([row.id])).get(row.id),
    );
    return withRefunds(order, refundSummaries && (await refundSummaries([row.id])).get(row.id));
  };
}
