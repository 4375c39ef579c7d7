/** The back office's dashboard (issue 14): orders and revenue today and over 7 days (India time), orders by status, refunds to make, low stock. */
import {
  type AdminSummary,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatus,
  paiseToRupees,
  type RefundOwed,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { indiaTodayStart } from '../../lib/india-day.js';
import { createExportOrders } from './export-orders.js';
import { createListCustomers } from './list-customers.js';
import * as repository from './repository.js';

export function createAdminSummaryService({
  db,
  clock,
  refundsOwed,
  lowStockThreshold = async () => LOW_STOCK_THRESHOLD,
}: {
  db: Database;
  clock: Clock;
  /** The refunds module's list of what each "Refund due" order is still owed (issue 33). */
  refundsOwed?: () => Promise<RefundOwed[]>;
  /** The store's low-stock threshold (its settings; issue 31). */
  lowStockThreshold?: () => Promise<number>;
}) {
  return {
    async summary(): Promise<AdminSummary> {
      const now = clock.now();
      const threshold = await lowStockThreshold();
      const [today, week, stages, refunds, lowStock, lowSkus, owed] = await Promise.all([
        repository.ordersSince(db, indiaTodayStart(now)),
        repository.ordersSince(db, indiaTodayStart(now, 6)),
        repository.ordersByStage(db),
        repository.refundsDue(db),
        repository.lowStockProducts(db, threshold),
        repository.lowStockSkus(db, threshold),
        refundsOwed?.(),
      ]);
      const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of stages) ordersByStatus[orderStatus(row)] += row.orders;
      return {
        today: { orders: today.orders, revenue: paiseToRupees(today.totalPaise) },
        last7Days: { orders: week.orders, revenue: paiseToRupees(week.totalPaise) },
        ordersByStatus,
        refundsDue: refunds,
        ...(owed && { refundsOwed: owed }),
        lowStock: lowStock.map((row) => ({ _id: row.id, title: row.title, stockCount: row.stockCount })),
        lowStockSkus: lowSkus.map((row) => ({
          _id: row.id,
          title: row.title,
          size: row.size,
          colorName: row.colorName,
          code: row.code,
          stock: row.stock,
        })),
        lowStockThreshold: threshold,
      };
    },
  };
}

/** The customer list and the accountant's CSV downloads (issue 31), wired once with this module's queries. */
export function createAdminReportsService({ db }: { db: Database }) {
  return {
    ...createListCustomers({ db, repository }),
    ordersCsv: createExportOrders({ db, repository }),
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
