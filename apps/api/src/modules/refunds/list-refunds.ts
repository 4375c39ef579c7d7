/**
 * What the back office reads of refunds (issue 33): the refunds list (`/admin/refunds`, by status, with order
 * number, amount and age), one order's refunds with what may still be refunded (the refund panel), and the
 * dashboard's "Refunds due": each flagged order with what it is still owed. Payout details leave masked only.
 */
import {
  type AdminOrderRefunds,
  type AdminRefund,
  API_MESSAGES,
  type OrderRefund,
  orderIdDisplay,
  paiseToRupees,
  type RefundOwed,
  type RefundStatus,
  refundableLeftPaise,
} from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import { paidPaise, type RefundRow, type RefundsRepository } from './repository.js';

const LIST_LIMIT = 200;
const OWED_LIMIT = 50;

export function toAdminRefund(row: RefundRow, now: Date): AdminRefund {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderId ? orderIdDisplay(row.orderId) : null,
    paymentId: row.gatewayPaymentId,
    returnId: row.returnId,
    amount: paiseToRupees(row.amountPaise),
    method: row.method,
    status: row.status,
    reason: row.reason,
    gatewayRefundId: row.gatewayRefundId,
    transferReference: row.transferReference,
    payoutMasked: row.payoutMasked,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    ageHours: Math.max(Math.floor((now.getTime() - row.createdAt.getTime()) / 3_600_000), 0),
  };
}

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

export function createListRefunds(deps: {
  db: Database;
  clock: Clock;
  repository: Pick<
    RefundsRepository,
    'listRefunds' | 'refundsById' | 'refundsOfOrders' | 'ordersRefundDue' | 'lockOrder' | 'refundsOfOrder'
  >;
}) {
  const { db, clock, repository } = deps;
  return {
    async list(status: RefundStatus | undefined): Promise<AdminRefund[]> {
      const now = clock.now();
      return (await repository.listRefunds(db, status, LIST_LIMIT)).map((row) => toAdminRefund(row, now));
    },

    async one(refundId: string): Promise<AdminRefund> {
      const [row] = await repository.refundsById(db, [refundId]);
      if (!row) throw new NotFoundError(API_MESSAGES.notFound);
      return toAdminRefund(row, clock.now());
    },

    async ofOrder(orderId: string): Promise<AdminOrderRefunds> {
      // Read in a transaction of its own: the order's lock makes the figure agree with the refunds listed.
      return db.transaction(async (tx: Transaction) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
        const rows = await repository.refundsOfOrder(tx, orderId);
        const now = clock.now();
        return {
          refundable: paiseToRupees(refundableLeftPaise(paidPaise(order), rows)),
          refundDue: order.refundDue,
          paymentMethod: order.paymentMethod,
          refunds: rows.map((row) => toAdminRefund(row, now)),
        };
      });
    },

    /** The shopper's order JSON's `refunds`, for any number of orders in one query. */
    async summaries(orderIds: readonly string[]): Promise<Map<string, OrderRefund[]>> {
      const byOrder = new Map<string, OrderRefund[]>();
      for (const row of await repository.refundsOfOrders(db, orderIds)) {
        if (!row.orderId) continue;
        byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toOrderRefund(row)]);
      }
      return byOrder;
    },

    async owed(): Promise<RefundOwed[]> {
      return (await repository.ordersRefundDue(db, OWED_LIMIT)).map((order) => ({
        orderId: order.id,
        orderNumber: orderIdDisplay(order.id),
        amount: paiseToRupees(Math.max(paidPaise(order) - Number(order.refundedPaise), 0)),
      }));
    },
  };
}
