/**
 * Running orders (DESIGN §9 Order lifecycle): staff find orders and move them only along the contract's
 * lifecycle rule. A cancel puts the stock back exactly once (the row is locked and cancelled is final) and
 * flags a refund when money was taken; delivery sets `isDelivered` and makes a COD order paid. Each change
 * lands in the order's timeline and the audit log in the same transaction.
 */
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type AdminOrderUpdate,
  API_MESSAGES,
  allowedOrderMoves,
  canMoveOrder,
  orderMoveEffects,
  orderStatus,
  paiseToRupees,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { indiaDayEnd, indiaDayStart } from '../../lib/india-day.js';
import { decodeCreatedCursor, pageOf } from '../../lib/keyset-cursor.js';
import type { AuditService } from '../audit/service.js';
import type { PaymentAttempts } from '../payments/attempts.js';
import type { SessionUser } from '../sessions/service.js';
import * as repository from './admin-repository.js';
import { restoreOrderStock, toOrder } from './service.js';

export interface AdminOrdersDeps {
  db: Database;
  clock: Clock;
  attempts: PaymentAttempts;
  audit: AuditService;
  /** Called after a commit that put stock back, so the storefront's cached answers are dropped. */
  onStockChange: () => void;
}

export function createAdminOrdersService({ db, clock, attempts, audit, onStockChange }: AdminOrdersDeps) {
  async function get(orderId: string): Promise<AdminOrder> {
    const row = await repository.findOrderDetail(db, orderId);
    if (!row) throw new NotFoundError(API_MESSAGES.orderNotFound);
    return {
      ...toOrder(row),
      status: orderStatus(row),
      trackingNumber: row.trackingNumber,
      refundDue: row.refundDue,
      customer: { _id: row.customer.id, phone: row.customer.phone, fullName: row.customer.fullName },
      allowedMoves: [...allowedOrderMoves(row.stage)],
      timeline: row.events.map((event) => ({
        _id: event.id,
        at: event.createdAt.toISOString(),
        status: event.stage ? orderStatus({ stage: event.stage, paymentStatus: row.paymentStatus }) : null,
        note: event.note,
        trackingNumber: event.trackingNumber,
        actor: event.actor
          ? { _id: event.actor.id, phone: event.actor.phone, fullName: event.actor.fullName }
          : null,
      })),
    };
  }

  return {
    get,

    async list(
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
      return {
        nextCursor,
        orders: page.map((row) => ({
          _id: row.id,
          createdAt: row.createdAt.toISOString(),
          status: orderStatus(row),
          paymentMethod: row.paymentMethod,
          paymentStatus: row.paymentStatus,
          totalAmount: paiseToRupees(row.totalPaise),
          itemCount: row.itemCount,
          customer: { fullName: row.fullName, phone: row.phone },
          trackingNumber: row.trackingNumber,
          refundDue: row.refundDue,
        })),
      };
    },

    async update(actor: SessionUser, orderId: string, change: AdminOrderUpdate): Promise<AdminOrder> {
      const now = clock.now();
      const restored = await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
        const before = {
          status: orderStatus(order),
          paymentStatus: order.paymentStatus,
          trackingNumber: order.trackingNumber,
          refundDue: order.refundDue,
        };
        const fields: Parameters<typeof repository.updateOrder>[2] = {};
        let restoreStock = false;
        if (change.status) {
          if (!canMoveOrder(order.stage, change.status)) {
            throw new ConflictError(ADMIN_MESSAGES.orderMoveRefused(before.status, change.status));
          }
          const effects = orderMoveEffects(order, change.status);
          Object.assign(fields, {
            stage: change.status,
            isDelivered: effects.isDelivered,
            isCancelled: effects.isCancelled,
            paymentStatus: effects.paymentStatus,
            refundDue: order.refundDue || effects.refundDue,
            ...(effects.isCancelled && { cancelledAt: now }),
          });
          restoreStock = effects.restoreStock;
          if (effects.refundDue && order.paymentAttemptId) {
            await attempts.flagCancelledOrderRefund(tx, order.paymentAttemptId);
          }
        }
        if (change.trackingNumber) fields.trackingNumber = change.trackingNumber;
        await repository.updateOrder(tx, order.id, fields);
        if (restoreStock) {
          await restoreOrderStock(tx, order.id);
        }
        await repository.insertOrderEvent(tx, {
          orderId: order.id,
          stage: change.status ?? null,
          note: change.note ?? null,
          trackingNumber: change.trackingNumber ?? null,
          actorId: actor.id,
          createdAt: now,
        });
        const after = {
          status: orderStatus({
            stage: fields.stage ?? order.stage,
            paymentStatus: fields.paymentStatus ?? order.paymentStatus,
          }),
          paymentStatus: fields.paymentStatus ?? order.paymentStatus,
          trackingNumber: fields.trackingNumber ?? order.trackingNumber,
          refundDue: fields.refundDue ?? order.refundDue,
        };
        await audit.record(tx, {
          actorId: actor.id,
          action: change.status ? 'order.status' : 'order.note',
          entityType: 'order',
          entityId: order.id,
          before,
          after: { ...after, ...(change.note && { note: change.note }) },
        });
        return restoreStock;
      });
      if (restored) onStockChange();
      return get(orderId);
    },
  };
}
