/** The back office's dashboard (issue 14): orders and revenue today and over 7 days (India time), orders by status, refunds to make, low stock. */
import {
  type AdminSummary,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatus,
  paiseToRupees,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { indiaTodayStart } from '../../lib/india-day.js';
import * as repository from './repository.js';

export function createAdminSummaryService({
  db,
  clock,
  lowStockThreshold = async () => LOW_STOCK_THRESHOLD,
}: {
  db: Database;
  clock: Clock;
  /** The store's low-stock threshold (its settings; issue 31). */
  lowStockThreshold?: () => Promise<number>;
}) {
  return {
    async summary(): Promise<AdminSummary> {
      const now = clock.now();
      const threshold = await lowStockThreshold();
      const [today, week, stages, refunds, lowStock, lowSkus] = await Promise.all([
        repository.ordersSince(db, indiaTodayStart(now)),
        repository.ordersSince(db, indiaTodayStart(now, 6)),
        repository.ordersByStage(db),
        repository.refundsDue(db),
        repository.lowStockProducts(db, threshold),
        repository.lowStockSkus(db, threshold),
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
