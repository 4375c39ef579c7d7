/**
 * Placing an order (DESIGN §4): priced by price-order.ts, written with its stock taken in one statement (the
 * inventory module's take), and the request's idempotency key written in the order's own commit, so a retry
 * answers the first order. Cash-on-delivery orders that queue share a commit; an online order claims the
 * payment attempt that pays it, and an attempt yields one order whether the shopper or the webhook places it.
 *
 * A promotion (issue 29, discount-order.ts) is redeemed in the order's own transaction, before its products
 * are locked, and recorded once the order row exists. A COD order that may take one (a typed code, or the
 * shopper's first order and its welcome offer) is placed in a transaction of its own, not in a batch: the
 * claims of one batch would have to be redeemed and recorded one order at a time, with every promotion row
 * locked before any product, and a first order is rare enough that batching it is not worth that. Every other
 * COD order is batched as before (issue 16's throughput).
 */
import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  codConfirmDeadline,
  initialOrderStage,
  type OrderPayload,
  type PaymentStatus,
} from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { OrderDraft } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { createCommitBatches } from '../../lib/commit-batches.js';
import { ConflictError, UnauthorizedError, withCode } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import type { EventsService } from '../events/service.js';
import type { IdempotencyRecord } from '../idempotency/service.js';
import type { LowStockAlert } from '../inventory/low-stock-alert.js';
import type { InventoryService } from '../inventory/service.js';
import { stockWanted, type TakenStock } from '../inventory/take-stock.js';
import type { SessionUser } from '../sessions/service.js';
import { type RouteInputs, routeOf } from '../users/consents.js';
import type { ConfirmationTokens } from './confirmation-token.js';
import { carriesPromotion, type DiscountOrder, expectedDiscountOf } from './discount-order.js';
import type { OrderPaymentAttempt, OrderPaymentAttempts } from './payment-attempts.js';
import { checkCodLimit, type PriceOrder } from './price-order.js';
import type { OrdersRepository } from './repository.js';

/** The request's idempotency key, written with the new order's id as its answer, in the order's commit. */
export type OrderKey = IdempotencyRecord<string>;

/** Orders placed in one commit at most: a batch holds its products' locks until it commits. */
const ORDER_BATCH_MAX = 16;

interface CodOrder {
  userId: string;
  draft: OrderDraft;
  key: OrderKey | undefined;
}

export interface PlaceOrderDeps {
  db: Database;
  clock: Clock;
  /** A COD order awaits its shopper's confirmation this long (COD_CONFIRM_HOURS), then is cancelled. */
  codConfirmHours: number;
  /** Signs the confirmation link's token the COD order's message carries. */
  confirmationTokens: Pick<ConfirmationTokens, 'sign'>;
  repository: Pick<OrdersRepository, 'placeOrder' | 'findOrderOfAttempt' | 'lockShoppers'>;
  priceOrder: PriceOrder;
  discounts: DiscountOrder;
  events: Pick<EventsService, 'eventRow' | 'channels'>;
  inventory: Pick<InventoryService, 'lockStock' | 'takeFromProductSums'>;
  /** The payment attempts an online order claims (payments' implementation, passed in by app.ts). */
  attempts: Pick<OrderPaymentAttempts, 'lockForShopper' | 'lockUnclaimedPaid' | 'clearRefund'>;
  /** Called after a commit that moved stock, with the products it moved, so their cached answers are dropped. */
  onStockChange?: ((productIds: readonly string[]) => void | Promise<void>) | undefined;
  metrics: Pick<Metrics, 'orderPlaced' | 'orderBatch' | 'orderQueue'>;
  /** How many batches of cash-on-delivery orders may be placed at once (each holds a connection). */
  orderBatchLanes?: number | undefined;
  /** Issue 31: tells the owner of a size and colour this order took down to the low-stock threshold. */
  lowStockAlert?: LowStockAlert | undefined;
}

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, repository, priceOrder, discounts, events, inventory, attempts, onStockChange, metrics } = deps;
  const { clock, codConfirmHours, confirmationTokens } = deps;

  /**
   * Writes the order (and the request's idempotency key, answering the order) and takes its stock in one
   * statement, in the caller's transaction, with the event that tells the shopper (routed by `shopper`, what
   * the shopper's lock read); 409 naming the first short product (in id order), with nothing written.
   */
  async function insertTakingStock(
    tx: Transaction,
    userId: string,
    shopper: RouteInputs | undefined,
    draft: OrderDraft,
    payment: { status: PaymentStatus; attemptId: string | null },
    key?: OrderKey,
    /** A batch's: what the take took is added here, and the products' sums are left to the batch. */
    batchTaken?: TakenStock[],
  ) {
    // Chosen here, not by the database, so the key's answer can name it in the same statement.
    const id = randomUUID();
    const wanted = stockWanted(draft.lines);
    // Cash on delivery awaits its shopper's confirmation (issue 32) until a deadline stored with it.
    const stage = initialOrderStage(draft.paymentMethod);
    const confirmBy =
      stage === 'awaiting_confirmation' ? codConfirmDeadline(clock.now(), codConfirmHours) : null;
    const { shippingAddress } = draft;
    // The shopper hears of it (issue 32): the event is written by the order's statement, so it commits with the
    // order, or neither does. A COD order's one message is the request to confirm it, with its one-tap link
    // (it says the order is placed, too).
    const routed = routeOf(shopper, events.channels);
    const event = confirmBy
      ? events.eventRow(
          {
            type: 'cod_confirmation_requested',
            userId,
            payload: { orderId: id, token: confirmationTokens.sign(id, confirmBy), hours: codConfirmHours },
          },
          routed,
        )
      : events.eventRow({ type: 'order_placed', userId, payload: { orderId: id } }, routed);
    const placed = await repository.placeOrder(
      tx,
      {
        id,
        userId,
        fullName: shippingAddress.fullName,
        phone: shippingAddress.phone,
        address: shippingAddress.address,
        city: shippingAddress.city,
        state: shippingAddress.state,
        postalCode: shippingAddress.postalCode,
        paymentMethod: draft.paymentMethod,
        paymentStatus: payment.status,
        paymentAttemptId: payment.attemptId,
        subtotalPaise: draft.subtotalPaise,
        donationPaise: draft.donationPaise,
        totalPaise: draft.totalPaise,
        discountPaise: draft.discountPaise ?? 0,
        promotionCode: draft.promotionCode ?? null,
        stage,
        confirmBy,
      },
      // A draft stored before promotions has no shares: every line's is 0.
      draft.lines.map((line) => ({ ...line, discountPaise: line.discountPaise ?? 0 })),
      wanted,
      key?.row(id),
      event,
      !batchTaken,
    );
    if (placed.orderId) {
      const orderId = placed.orderId;
      if (batchTaken && placed.taken) batchTaken.push(...placed.taken);
      // The owner hears of a size this order took down to the low-stock threshold, in the same commit.
      if (placed.taken) await deps.lowStockAlert?.(tx, orderId, placed.taken);
      return orderId;
    }
    const { short } = placed;
    const title = short ? draft.lines.find((line) => line.productId === short.productId)?.title : undefined;
    if (!short || title === undefined)
      throw new Error('the order statement placed nothing though every SKU had its stock');
    throw withCode(new ConflictError(API_MESSAGES.sizeShort(title, short.size, short.left)), 'sizeShort', [
      title,
      short.size,
      short.left,
    ]);
  }

  const unpaid = { status: 'pending', attemptId: null } as const;

  /** An order of an account erased meanwhile (issue 34): its session is gone with it. */
  const erasedMeanwhile = () => new UnauthorizedError(API_MESSAGES.unauthenticated);

  /**
   * Locks the shopper first in the order's transaction (repository.lockShoppers), answering what their
   * notification route is decided from; 401 when erased meanwhile.
   */
  async function lockShopper(tx: Transaction, userId: string) {
    const shopper = (await repository.lockShoppers(tx, [userId])).get(userId);
    if (!shopper) throw erasedMeanwhile();
    return shopper;
  }

  /**
   * Places COD orders in one transaction, their products locked first in id order. A short product answers
   * its 409 and leaves the transaction whole; any other failure of an order's statement rolls the batch back,
   * and the others are placed again without it (savepoints would isolate it in place, but a row locked under
   * a savepoint after its transaction updated it becomes a multixact: 415 orders/s on a hot product, not 790).
   */
  async function placeBatch(batch: CodOrder[]) {
    const outcomes: PromiseSettledResult<string>[] = [];
    let pending = batch.map((order, index) => ({ order, index }));
    while (pending.length > 0) {
      let failed: { index: number; reason: unknown } | undefined;
      try {
        await db.transaction(async (tx) => {
          // The shoppers first, then the products: an order of an account erased meanwhile is refused alone.
          const live = await repository.lockShoppers(
            tx,
            pending.map(({ order }) => order.userId),
          );
          for (const { order, index } of pending) {
            if (!live.has(order.userId)) outcomes[index] = { status: 'rejected', reason: erasedMeanwhile() };
          }
          pending = pending.filter(({ order }) => live.has(order.userId));
          if (pending.length === 0) return;
          const productIds = pending.flatMap(({ order }) => order.draft.lines.map((line) => line.productId));
          await inventory.lockStock(tx, productIds);
          // Each order's statement takes from its SKUs; the products' sums are updated once, at the end (a hot
          // product's row rewritten once per batch, not per order: its versions would fill its page).
          const taken: TakenStock[] = [];
          for (const { order, index } of pending) {
            try {
              const shopper = live.get(order.userId);
              const orderId = await insertTakingStock(
                tx,
                order.userId,
                shopper,
                order.draft,
                unpaid,
                order.key,
                taken,
              );
              outcomes[index] = { status: 'fulfilled', value: orderId };
            } catch (reason) {
              if (reason instanceof ConflictError) outcomes[index] = { status: 'rejected', reason };
              else {
                failed = { index, reason };
                throw reason;
              }
            }
          }
          await inventory.takeFromProductSums(tx, taken);
        });
        pending = [];
      } catch (error) {
        // The batch itself failed (its lock, its commit, the connection): so does every order in it.
        if (!failed) throw error;
        const { index, reason } = failed;
        outcomes[index] = { status: 'rejected', reason };
        pending = pending.filter((entry) => entry.index !== index);
      }
    }
    return outcomes;
  }

  /** Cash-on-delivery orders that queue behind others share one commit (lib/commit-batches.ts). */
  const placeCod = createCommitBatches<CodOrder, string>({
    lanes: deps.orderBatchLanes ?? 4,
    maxSize: ORDER_BATCH_MAX,
    onBatch: (size) => metrics.orderBatch(size),
    onQueue: (waiting) => metrics.orderQueue(waiting),
    run: (batch) =>
      batch.length === 1
        ? // Alone, in a transaction of its own: the order statement and its event.
          Promise.allSettled(
            batch.map(({ userId, draft, key }) =>
              db.transaction(async (tx) =>
                insertTakingStock(tx, userId, await lockShopper(tx, userId), draft, unpaid, key),
              ),
            ),
          )
        : placeBatch(batch),
  });

  /**
   * A COD order that may take a promotion, in its own transaction: the promotion redeemed (its row locked
   * first), the COD limit checked on the discounted total, the order written taking its stock, the claim
   * recorded. A code that no longer applies, or a short product, writes nothing.
   */
  async function placeCodWithPromotion(
    userId: string,
    priced: OrderDraft,
    expectedDiscountPaise: number | undefined,
    key: OrderKey | undefined,
  ) {
    return db.transaction(async (tx) => {
      const shopper = await lockShopper(tx, userId);
      const { claim, draft } = await discounts.redeemInto(tx, userId, priced, expectedDiscountPaise);
      const orderId = await insertTakingStock(tx, userId, shopper, draft, unpaid, key);
      await discounts.record(tx, claim, orderId);
      return orderId;
    });
  }

  /**
   * Redeems again, in the placing transaction, the promotion a priced draft carries (a payment's, priced when
   * it was asked for): the discount must be the one the draft was charged, else 409 and no order. A draft
   * that carries none is placed at its price, whatever the shopper's offers are now.
   */
  async function redeemAgain(tx: Transaction, userId: string, draft: OrderDraft) {
    if (!carriesPromotion(draft)) return { claim: null, draft };
    return discounts.redeemInto(tx, userId, draft, draft.discountPaise ?? 0);
  }

  /**
   * Paid online: the payment attempt it claims is locked first, in the same transaction, then the promotion
   * (redeemed again), then the products.
   */
  async function placeOnline(user: SessionUser, payload: OrderPayload, draft: OrderDraft, key?: OrderKey) {
    let placedNow = false;
    let moved: readonly string[] = [];
    const orderId = await db.transaction(async (tx) => {
      // The shopper first (an erasure locks the account, then its attempts), then the attempt before any
      // product, so placing, verifying, cancelling and erasing never wait in a circle.
      const shopper = await lockShopper(tx, user.id);
      let attempt: OrderPaymentAttempt | undefined;
      let toPlace = draft;
      if (payload.razorpay_order_id) {
        const named = await attempts.lockForShopper(tx, user.id, payload.razorpay_order_id);
        const placed = named && (await repository.findOrderOfAttempt(tx, named.id));
        if (placed) {
          await key?.write(tx, placed.id);
          return placed.id;
        }
        // An order sent with its payment request is placed as priced then, whoever places it: the shopper
        // gets what they paid for even if a price changed since, and the webhook could place nothing else.
        if (named?.orderDraft) toPlace = named.orderDraft;
        if (named?.amountPaise === toPlace.totalPaise) attempt = named;
      } else {
        const unclaimed = await attempts.lockUnclaimedPaid(tx, user.id, draft.totalPaise);
        // Checked again after the lock: an order committed while we waited is visible to this new statement.
        if (unclaimed && !(await repository.findOrderOfAttempt(tx, unclaimed.id))) attempt = unclaimed;
      }
      const redeemed = await redeemAgain(tx, user.id, toPlace);
      const orderId = await insertTakingStock(
        tx,
        user.id,
        shopper,
        redeemed.draft,
        { status: attempt?.status === 'paid' ? 'paid' : 'pending', attemptId: attempt?.id ?? null },
        key,
      );
      await discounts.record(tx, redeemed.claim, orderId);
      // The webhook found no stock for this payment earlier; now that the shopper's order has it, no refund.
      if (attempt?.refundReason) await attempts.clearRefund(tx, attempt.id);
      placedNow = true;
      moved = toPlace.lines.map((line) => line.productId);
      return orderId;
    });
    if (placedNow) await onStockChange?.(moved);
    if (placedNow) metrics.orderPlaced(payload.paymentMethod);
    return orderId;
  }

  return {
    /**
     * Places the shopper's order, writing `key` (the request's idempotency key) in the order's own commit.
     * One attempt pays one order: placing with an attempt that already has its order (a retry, a second
     * tab, or the webhook placed it first) answers that order instead of a second.
     */
    async placeOrder(user: SessionUser, payload: OrderPayload, key?: OrderKey): Promise<string> {
      const priced = await priceOrder(user, payload);
      const expected = expectedDiscountOf(payload);
      if (payload.paymentMethod !== 'cod') {
        // Priced with its promotion as its payment was (the amount paid), then redeemed again when placed.
        return placeOnline(user, payload, await discounts.price(user.id, priced, expected), key);
      }
      const { draft } = priced;
      const orderId = (await discounts.mayTakePromotion(priced))
        ? await placeCodWithPromotion(user.id, draft, expected, key)
        : // Nothing to claim: placed on its own, or in a batch with the COD orders queued beside it.
          await placeCod({ userId: user.id, draft: checkCodLimit(draft), key });
      await onStockChange?.(draft.lines.map((line) => line.productId));
      metrics.orderPlaced(payload.paymentMethod);
      return orderId;
    },

    /**
     * Places, paid, the order stored with a captured attempt whose shopper never placed it, inside the
     * caller's (the webhook's) transaction. Undefined, with nothing written, when its stock ran out meanwhile
     * or its promotion no longer applies (the discount it was paid at cannot be given again).
     */
    async placeFromDraft(
      tx: Transaction,
      attempt: Pick<OrderPaymentAttempt, 'id' | 'userId'>,
      draft: OrderDraft,
    ) {
      try {
        // A short product or a promotion used up meanwhile writes nothing (the promotion is redeemed first,
        // under its lock), so the caller's transaction goes on with its bookkeeping: the payment is refunded.
        const redeemed = await redeemAgain(tx, attempt.userId, draft);
        // The caller locked the shopper first; locked again here (in the same transaction, it waits for
        // nothing) for what their message's route is decided from.
        const shopper = (await repository.lockShoppers(tx, [attempt.userId])).get(attempt.userId);
        const orderId = await insertTakingStock(tx, attempt.userId, shopper, redeemed.draft, {
          status: 'paid',
          attemptId: attempt.id,
        });
        await discounts.record(tx, redeemed.claim, orderId);
        return orderId;
      } catch (error) {
        if (error instanceof ConflictError) return undefined;
        throw error;
      }
    },
  };
}
