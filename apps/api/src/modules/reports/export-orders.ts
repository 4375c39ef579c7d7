/**
 * The accountant's orders (issue 31): every order placed between two days (India time, both inclusive) as
 * CSV, one row per order — the unit payments, refunds and invoices are reconciled by — with its money in
 * rupees to two decimals. Text a shopper typed goes through the contract's csvCell, so a name written as a
 * formula opens as text (docs/decisions/0025-back-office-reports.md).
 */
import { ADMIN_TEXT, csvFile, csvRupees, orderIdDisplay, orderStatus } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { indiaDayEnd, indiaDayStart } from '../../lib/india-day.js';
import { indiaDateTime } from './list-customers.js';
import type { ordersPlacedBetween } from './repository.js';

export interface ExportOrdersDeps {
  db: Database;
  repository: { ordersPlacedBetween: typeof ordersPlacedBetween };
}

export function createExportOrders({ db, repository }: ExportOrdersDeps) {
  return async function ordersCsv(range: { from: string; to: string }): Promise<string> {
    const rows = await repository.ordersPlacedBetween(db, indiaDayStart(range.from), indiaDayEnd(range.to));
    return csvFile([
      ADMIN_TEXT.reports.columns,
      ...rows.map((row) => [
        row.id,
        orderIdDisplay(row.id),
        indiaDateTime(row.createdAt),
        row.fullName,
        row.phone,
        row.city,
        row.state,
        row.postalCode,
        ADMIN_TEXT.orders.paymentMethod[row.paymentMethod],
        ADMIN_TEXT.orders.paymentStatus[row.paymentStatus],
        ADMIN_TEXT.orderStatus[orderStatus(row)],
        Number(row.itemCount),
        csvRupees(row.subtotalPaise),
        csvRupees(row.discountPaise),
        row.promotionCode ?? '',
        csvRupees(row.donationPaise),
        csvRupees(row.totalPaise),
        row.refundDue ? ADMIN_TEXT.common.yes : ADMIN_TEXT.common.no,
      ]),
    ]);
  };
}
