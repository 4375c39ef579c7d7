/** Listing orders: the shopper's own (SPEC §3, newest first) and every shopper's for staff, searched and paged. */
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  API_MESSAGES,
  type Order,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError } from '../../lib/errors.js';
import { indiaDayEnd, indiaDayStart } from '../../lib/india-day.js';
import { decodeCreatedCursor, pageOf } from '../../lib/keyset-cursor.js';
import type { SessionUser } from '../sessions/service.js';
import type { OrdersRepository } from './repository.js';
import {
  type InvoiceSummaries,
  type RefundSummaries,
  toAdminOrderSummary,
  toOrder,
  withInvoice,
  withRefunds,
} from './to-order.js';

export function createListShopperOrders({
  db,
  clock,
  repository,
  invoiceSummaries,
  refundSummaries,
}: {
  db: Database;
  clock: Clock;
  repository: Pick<OrdersRepository, 'listUserOrders'>;
  invoiceSummaries: InvoiceSummaries;
  refundSummaries?: RefundSummaries | undefined;
}) {
  /** Only the signed-in shopper's own list; another shopper's id is 403. Invoices in one read for all. */
  return async function listShopperOrders(user: SessionUser, userId: string): Promise<Order[]> {
    if (userId !== user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
    const rows = await repository.listUserOrders(db, user.id);
    const ids = rows.map((row) => row.id);
    const [invoices, refunds] = await Promise.all([
      invoiceSummaries(ids),
      refundSummaries ? refundSummaries(ids) : undefined,
    ]);
    const now = clock.now();
    return rows.map((row) =>
      withRefunds(withInvoice(toOrder(row, now), invoices.get(row.id)), refunds?.get(row.id)),
    );
  };
}

export function createListAdminOrders({
  db,
  repository,
}: {
  db: Database;
  repository: Pick<OrdersRepository, 'searchOrders'>;
}) {
  /** Filtered by status, text and India's calendar days; paged by a keyset cursor on (created, id). */
  return async function listAdminOrders(
    query: AdminOrderListQuery,
  ): Promise<{ orders: AdminOrderSummary[]; nextCursor: string | null }> {
    const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
    const rows = await repository.searchOrders(db, {
      status: query.status,
      q: query.q || undefined,
      from: query.from ? indiaDayStart(query.from) : undefined,
      until: query.to ? indiaDayEnd(query.to) : undefined,
      after: query.cursor ? decodeCreatedCursor(query.cursor) : undefined,
      limit,
    });
    const { page, nextCursor } = pageOf(rows, limit);
    return { nextCursor, orders: page.map(toAdminOrderSummary) };
  };
}
