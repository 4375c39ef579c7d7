/**
 * Placing an order (DESIGN §4): priced by price-order.ts, written with its stock taken in one statement (the
 * inventory module's take), and the request's idempotency key written in the order's own commit, so a retry
 * answers the first order. Cash-on-delivery orders that queue share a commit; an online order claims the
 * payment attempt that pays it, and an attempt yields one order whether the shopper or the webhook places it.
 */
import { randomUUID } from 'node:crypto';
import { API_MESSAGES, type OrderPayload, type PaymentStatus } from '@zari/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import type { OrderDraft } from '../../db/schema/index.js';
import { createCommitBatches } from '../../lib/commit-batches.js';
import { ConflictError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import type { IdempotencyRecord } from '../idempotency/service.js';
import type { InventoryService } from '../inventory/service.js';
import { firstShortProduct, stockWanted } from '../inventory/take-stock.js';
import type { SessionUser } from '../sessions/service.js';
import type { OrderPaymentAttempt, OrderPaymentAttempts } from './payment-attempts.js';
import type { PriceOrder } from './price-order.js';
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
  repository: Pick<OrdersRepository, 'placeOrder' | 'findOrderOfAttempt'>;
  priceOrder: PriceOrder;
  inventory: Pick<InventoryService, 'lockStock'>;
  /** The payment attempts an online order claims (payments' implementation, passed in by app.ts). */
  attempts: Pick<OrderPaymentAttempts, 'lockForShopper' | 'lockUnclaimedPaid' | 'clearRefund'>;
  /** Called after a commit that moved stock, with the products it moved, so their cached answers are dropped. */
  onStockChange?: ((productIds: readonly string[]) => void) | undefined;
  metrics: Pick<Metrics, 'orderPlaced' | 'orderBatch' | 'orderQueue'>;
  /** How many batches of cash-on-delivery orders may be placed at once (each holds a connection). */
  orderBatchLanes?: number | undefined;
}

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, repository, priceOrder, inventory, attempts, onStockChange, metrics } = deps;

  /**
   * Writes the order (and the request's idempotency key, answering the order) and takes its stock in one
   * statement, on its own or in the caller's transaction; 409 naming the first short product (in id order),
   * with nothing written.
   */
  async function insertTakingStock(
    executor: Executor,
    userId: string,
    draft: OrderDraft,
    payment: { status: PaymentStatus; attemptId: string | null },
    key?: OrderKey,
  ) {
    // Chosen here, not by the database, so the key's answer can name it in the same statement.
    const id = randomUUID();
    const wanted = stockWanted(draft.lines);
    const { shippingAddress } = draft;
    const placed = await repository.placeOrder(
      executor,
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
      },
      draft.lines,
      wanted,
      key?.row(id),
    );
    if (placed.orderId) return placed.orderId;
    const short = firstShortProduct(wanted, placed.stock);
    const title = draft.lines.find((line) => line.productId === short)?.title;
    if (title === undefined)
      throw new Error('the order statement placed nothing though every product had its stock');
    throw new ConflictError(API_MESSAGES.outOfStock(title));
  }

  const unpaid = { status: 'pending', attemptId: null } as const;

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
          const productIds = pending.flatMap(({ order }) => order.draft.lines.map((line) => line.productId));
          await inventory.lockStock(tx, productIds);
          for (const { order, index } of pending) {
            try {
              const orderId = await insertTakingStock(tx, order.userId, order.draft, unpaid, order.key);
              outcomes[index] = { status: 'fulfilled', value: orderId };
            } catch (reason) {
              if (reason instanceof ConflictError) outcomes[index] = { status: 'rejected', reason };
              else {
                failed = { index, reason };
                throw reason;
              }
            }
          }
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
        ? // Alone, the order statement is its own transaction: one round trip.
          Promise.allSettled(
            batch.map(({ userId, draft, key }) => insertTakingStock(db, userId, draft, unpaid, key)),
          )
        : placeBatch(batch),
  });

  /** Paid online: the payment attempt it claims is locked first, in the same transaction. */
  async function placeOnline(user: SessionUser, payload: OrderPayload, draft: OrderDraft, key?: OrderKey) {
    let placedNow = false;
    let moved: readonly string[] = [];
    const orderId = await db.transaction(async (tx) => {
      // The attempt is locked before any product, so placing, verifying and cancelling never wait in a circle.
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
      const orderId = await insertTakingStock(
        tx,
        user.id,
        toPlace,
        { status: attempt?.status === 'paid' ? 'paid' : 'pending', attemptId: attempt?.id ?? null },
        key,
      );
      // The webhook found no stock for this payment earlier; now that the shopper's order has it, no refund.
      if (attempt?.refundReason) await attempts.clearRefund(tx, attempt.id);
      placedNow = true;
      moved = toPlace.lines.map((line) => line.productId);
      return orderId;
    });
    if (placedNow) onStockChange?.(moved);
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
      const draft = await priceOrder(user, payload);
      if (payload.paymentMethod !== 'cod') return placeOnline(user, payload, draft, key);
      // Nothing to claim: placed on its own, or in a batch with the COD orders queued beside it.
      const orderId = await placeCod({ userId: user.id, draft, key });
      onStockChange?.(draft.lines.map((line) => line.productId));
      metrics.orderPlaced(payload.paymentMethod);
      return orderId;
    },

    /**
     * Places, paid, the order stored with a captured attempt whose shopper never placed it, inside the
     * caller's (the webhook's) transaction. Undefined, with nothing written, when its stock ran out meanwhile.
     */
    async placeFromDraft(
      tx: Transaction,
      attempt: Pick<OrderPaymentAttempt, 'id' | 'userId'>,
      draft: OrderDraft,
    ) {
      try {
        // A short product writes nothing, so the caller's transaction goes on with its bookkeeping.
        return await insertTakingStock(tx, attempt.userId, draft, { status: 'paid', attemptId: attempt.id });
      } catch (error) {
        if (error instanceof ConflictError) return undefined;
        throw error;
      }
    },
  };
}
