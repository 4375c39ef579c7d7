/**
 * A shopper's return request (issue 33): checked whole by the contract's rule under the order's row lock —
 * two requests for the same pieces queue on it, and the second sees the first's return — then the return,
 * its lines, its first timeline step, the shopper's message and the audit entry in one transaction. Any
 * refusal is a 4xx with the contract's message and stores nothing.
 *
 * The shopper's account is locked first (orders' lockShopper, FOR KEY SHARE, as an order placement does), then
 * the order: an erasure at the same moment either waits for the return and is refused (a return in progress
 * holds it), or goes first and the request answers 401 as the session it came with is gone (issue 34).
 */
import {
  API_MESSAGES,
  type CreateReturnRequest,
  checkReturnRequest,
  maskAccountNumber,
  maskUpiId,
  normaliseAccountNumber,
  normaliseIfsc,
  type OrderReturn,
  RETURN_MESSAGES,
  type ReturnOrderFacts,
  refundDetailsProblem,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FieldCipher } from '../../lib/encryption.js';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { OrdersService } from '../orders/service.js';
import type { SessionUser } from '../sessions/service.js';
import * as repository from './repository.js';
import { toOrderReturn } from './to-return.js';

/** Refusals about the request's shape (400); the others depend on the order's state now (409). */
const SHAPE_REFUSALS: ReadonlySet<string> = new Set([
  RETURN_MESSAGES.lineNotInOrder,
  RETURN_MESSAGES.noLines,
  RETURN_MESSAGES.duplicateLine,
  RETURN_MESSAGES.quantityInvalid,
]);

export function orderFacts(
  order: { isDelivered: boolean; isCancelled: boolean },
  delivered: Date | null,
  lines: readonly repository.OrderLineFacts[],
): ReturnOrderFacts {
  return {
    isDelivered: order.isDelivered,
    isCancelled: order.isCancelled,
    deliveredAt: delivered,
    lines: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
      product: {
        category: { title: line.categoryTitle, slug: line.categorySlug },
        returnable: line.returnable,
        specialOffer: line.specialOffer,
      },
      requestedQuantity: line.requestedQuantity,
    })),
  };
}

/** The payout kept encrypted, and the masked text both apps show. Never logged, never answered whole. */
function payoutOf(refund: CreateReturnRequest['refund'], cipher: FieldCipher) {
  if (refund.method === 'upi') {
    const upiId = (refund.upiId ?? '').trim();
    return { payoutMasked: maskUpiId(upiId), payoutEncrypted: cipher.seal(JSON.stringify({ upiId })) };
  }
  if (refund.method === 'bank') {
    const accountNumber = normaliseAccountNumber(refund.accountNumber ?? '');
    const ifsc = normaliseIfsc(refund.ifsc ?? '');
    const accountName = (refund.accountName ?? '').trim();
    return {
      payoutMasked: `${maskAccountNumber(accountNumber)} · ${ifsc}`,
      payoutEncrypted: cipher.seal(JSON.stringify({ accountNumber, ifsc, accountName })),
    };
  }
  return { payoutMasked: null, payoutEncrypted: null };
}

export function createCreateReturn(deps: {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  events: Pick<EventsService, 'recordEvent'>;
  audit: Pick<AuditService, 'record'>;
  orders: Pick<OrdersService, 'lockShopper'>;
}) {
  const { db, clock, cipher, events, audit, orders } = deps;

  return async function createReturn(
    user: SessionUser,
    orderId: string,
    request: CreateReturnRequest,
  ): Promise<OrderReturn> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      if (!(await orders.lockShopper(tx, user.id))) throw new UnauthorizedError(API_MESSAGES.unauthenticated);
      const order = await repository.lockOrder(tx, orderId, user.id);
      if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
      const lines = await repository.orderLineFacts(tx, order.id);
      const delivered = await repository.deliveredAt(tx, order.id);
      const check = checkReturnRequest(orderFacts(order, delivered, lines), request.lines, now);
      if (!check.ok) {
        throw SHAPE_REFUSALS.has(check.message)
          ? new BadRequestError(check.message)
          : new ConflictError(check.message);
      }
      const payoutProblem = refundDetailsProblem(order.paymentMethod, request.refund);
      if (payoutProblem) throw new BadRequestError(payoutProblem);
      const photos = [...new Set(request.photos ?? [])];
      const stored = await repository.storedImages(tx, photos);
      if (photos.some((path) => !stored.has(path))) throw new BadRequestError(RETURN_MESSAGES.photoUnknown);

      const pickupAddress = request.pickupAddress ?? {
        fullName: order.fullName,
        phone: order.phone,
        address: order.address,
        city: order.city,
        state: order.state,
        postalCode: order.postalCode,
      };
      const ret = await repository.insertReturn(tx, {
        orderId: order.id,
        userId: user.id,
        state: 'requested',
        pickupAddress,
        photos,
        refundMethod: request.refund.method,
        ...payoutOf(request.refund, cipher),
        refundPaise: check.refundPaise,
        createdAt: now,
        updatedAt: now,
      });
      const asked = new Map(request.lines.map((line) => [line.lineId, line]));
      await repository.insertReturnLines(
        tx,
        check.lines.map((line) => ({
          returnId: ret.id,
          orderLineId: line.lineId,
          quantity: line.quantity,
          reason: asked.get(line.lineId)?.reason ?? 'changed_my_mind',
          note: asked.get(line.lineId)?.note || null,
          refundPaise: line.refundPaise,
        })),
      );
      await repository.insertReturnEvent(tx, {
        returnId: ret.id,
        state: 'requested',
        actorId: user.id,
        createdAt: now,
      });
      await events.recordEvent(tx, {
        type: 'return_requested',
        userId: order.userId,
        payload: { orderId: order.id, returnId: ret.id },
      });
      await audit.record(tx, {
        actorId: user.id,
        action: 'return.request',
        entityType: 'return',
        entityId: ret.id,
        before: null,
        after: {
          orderId: order.id,
          state: 'requested',
          lines: check.lines,
          refundPaise: check.refundPaise,
          refundMethod: request.refund.method,
          payout: ret.payoutMasked,
        },
      });
      return toOrderReturn(
        ret,
        await repository.linesOf(tx, [ret.id]),
        await repository.eventsOf(tx, [ret.id]),
      );
    });
  };
}
