/**
 * The shopper asks to pay online: the order sent with the request is priced first (orders/price-order.ts), so
 * a refused order leaves no provider order behind, and its total must be the amount asked. The attempt is
 * recorded with the request's idempotency key, in one commit: a concurrent duplicate that also asked the
 * provider records nothing, and its unused provider order is never paid.
 */
import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  type CreatePaymentOrderRequest,
  type OrderPayload,
  type PaymentOrder,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import { BadRequestError } from '../../lib/errors.js';
import type { PaymentGateway } from '../../providers/payments/index.js';
import type { IdempotencyRecord } from '../idempotency/service.js';
import type { OrdersService } from '../orders/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { PaymentsRepository } from './repository.js';

export interface CreatePaymentOrderDeps {
  db: Database;
  gateway: Pick<PaymentGateway, 'name' | 'createOrder'>;
  repository: Pick<PaymentsRepository, 'insertAttempt'>;
  orders: Pick<OrdersService, 'priceOrder'>;
}

export function createCreatePaymentOrder({ db, gateway, repository, orders }: CreatePaymentOrderDeps) {
  /** The order a payment is requested for, priced as placing it would be; its total must be the amount. */
  async function priceOrderToPay(user: SessionUser, order: OrderPayload, amountPaise: number) {
    if (order.paymentMethod === 'cod') throw new BadRequestError(API_MESSAGES.paymentOrderNotOnline);
    const draft = await orders.priceOrder(user, order);
    if (draft.totalPaise !== amountPaise) throw new BadRequestError(API_MESSAGES.paymentAmountMismatch);
    return draft;
  }

  return async function createPaymentOrder(
    user: SessionUser,
    request: CreatePaymentOrderRequest,
    key?: IdempotencyRecord<PaymentOrder>,
  ): Promise<PaymentOrder> {
    const amountPaise = request.amount;
    const orderDraft = request.order ? await priceOrderToPay(user, request.order, amountPaise) : null;
    const attemptId = randomUUID();
    const order = await gateway.createOrder({ amountPaise, receipt: attemptId });
    const created = { id: order.id, amount: order.amountPaise, currency: order.currency };
    const attempt = {
      id: attemptId,
      userId: user.id,
      gateway: gateway.name,
      providerOrderId: order.id,
      amountPaise: order.amountPaise,
      currency: order.currency,
      orderDraft,
    };
    if (!key) await repository.insertAttempt(db, attempt);
    else
      await db.transaction(async (tx) => {
        await repository.insertAttempt(tx, attempt);
        await key.write(tx, created);
      });
    return created;
  };
}
