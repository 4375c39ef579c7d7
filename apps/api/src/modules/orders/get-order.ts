/** One order in the back office: its lines, customer, the moves staff may make and its timeline. */
import { type AdminOrder, type AdminShipment, API_MESSAGES } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { OrdersRepository } from './repository.js';
import {
  type InvoiceSummaries,
  type RefundSummaries,
  toAdminOrder,
  withInvoice,
  withRefunds,
} from './to-order.js';

export function createGetOrder({
  db,
  repository,
  invoiceSummaries,
  refundSummaries,
  shipmentOf,
}: {
  db: Database;
  repository: Pick<OrdersRepository, 'findOrderDetail'>;
  invoiceSummaries: InvoiceSummaries;
  refundSummaries?: RefundSummaries | undefined;
  /** The shipments module's view of the order's shipment with the carrier (issue 32), when it has one. */
  shipmentOf?: ((orderId: string) => Promise<AdminShipment | undefined>) | undefined;
}) {
  return async function getOrder(orderId: string): Promise<AdminOrder> {
    const row = await repository.findOrderDetail(db, orderId);
    if (!row) throw new NotFoundError(API_MESSAGES.orderNotFound);
    const order = withInvoice(toAdminOrder(row), (await invoiceSummaries([row.id])).get(row.id));
    const refunded = withRefunds(order, refundSummaries && (await refundSummaries([row.id])).get(row.id));
    const shipment = await shipmentOf?.(row.id);
    return shipment ? { ...refunded, shipment } : refunded;
  };
}
