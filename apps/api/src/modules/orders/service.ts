/**
 * Orders (DESIGN §4): every price from the catalogue by the contract's line-price rule, whatever the client
 * sent; stock taken in the order's own transaction so it never oversells; cancel restores stock once; an
 * online order is paid only by a verified, unused payment attempt of its shopper for exactly its total, and
 * an attempt yields one order whether the shopper or the payment webhook places it.
 */
import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  bagTotalPaise,
  COD_LIMIT_RUPEES,
  canCancelOrder,
  canMoveOrder,
  linePrice,
  mergeOrderLines,
  type Order,
  type OrderPayload,
  orderStatus,
  type PaymentStatus,
  paiseToRupees,
  rupeesToPaise,
  sumPaise,
} from '@zari/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import type { OrderDraft } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { createCommitBatches } from '../../lib/commit-batches.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import type { IdempotencyRecord } from '../idempotency/service.js';
import type { PaymentAttempt, PaymentAttempts } from '../payments/attempts.js';
import type { SessionUser } from '../sessions/service.js';
import {
  findOrderInputs,
  findOrderOfAttempt,
  listUserOrders,
  lockProducts,
  lockUserOrder,
  markCancelled,
  markPaidByAttempt,
  markRefundDue,
  type OrderInputs,
  type OrderLineRow,
  type OrderRow,
  orderQuantities,
  placeOrder,
  returnStock,
} from './repository.js';

const unique = <T>(values: T[]) => [...new Set(values)];

export type OrdersService = ReturnType<typeof createOrdersService>;

export interface OrdersServiceDeps {
  db: Database;
  clock: Clock;
  /** The payment attempts an online order claims. */
  attempts: PaymentAttempts;
  /** Called after a commit that moved stock, with the products it moved, so their cached answers are dropped. */
  onStockChange?: (productIds: readonly string[]) => void;
  metrics: Pick<Metrics, 'orderPlaced' | 'orderBatch' | 'orderQueue'>;
  /** How many batches of cash-on-delivery orders may be placed at once (each holds a connection). */
  orderBatchLanes?: number;
}

/** Orders placed in one commit at most: a batch holds its products' locks until it commits. */
const ORDER_BATCH_MAX = 16;

interface CodOrder {
  userId: string;
  draft: OrderDraft;
  key: OrderKey | undefined;
}

/** The request's idempotency key, written with the new order's id as its answer, in the order's commit. */
export type OrderKey = IdempotencyRecord<string>;

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, clock, attempts, onStockChange, metrics, orderBatchLanes = 4 } = deps;
  /** Every line checked and priced from the database; a bad line rejects the order before any stock moves. */
  function priceLines(lines: OrderPayload['products'], inputs: OrderInputs) {
    const productsById = new Map(inputs.products.map((row) => [row.id, row]));
    const variantsById = new Map(inputs.variants.map((row) => [row.id, row]));

    return lines.map((line, position) => {
      const product = productsById.get(line.product);
      if (!product) throw new BadRequestError(API_MESSAGES.productNotFound);
      const variant = line.productVariant ? variantsById.get(line.productVariant) : undefined;
      if (line.productVariant && !variant) throw new BadRequestError(API_MESSAGES.variantNotFound);
      if (variant && variant.productId !== product.id)
        throw new BadRequestError(API_MESSAGES.variantMismatch);
      if (!product.sizes.includes(line.size)) {
        throw new BadRequestError(API_MESSAGES.sizeUnavailable(line.size, product.title));
      }
      // The rule is unit-agnostic, so it prices paise directly and the result stays whole.
      const unitPricePaise = linePrice({
        variantDiscountedPrice: variant?.discountedPricePaise,
        variantPrice: variant?.pricePaise,
        productDiscountedAmount: product.discountedPaise,
        productAmount: product.amountPaise,
      });
      return {
        position,
        productId: product.id,
        variantId: variant?.id ?? null,
        size: line.size,
        quantity: line.quantity,
        unitPricePaise,
        title: product.title,
        images: variant && variant.images.length > 0 ? variant.images : product.images,
        productAmountPaise: product.amountPaise,
        productDiscountedPaise: product.discountedPaise,
        colorCode: variant?.colorCode ?? null,
        variantPricePaise: variant?.pricePaise ?? null,
        variantDiscountedPricePaise: variant?.discountedPricePaise ?? null,
      };
    });
  }

  /** Where we deliver, and whether cash on delivery is offered there. */
  function checkDelivery(payload: OrderPayload, pincode: OrderInputs['pincode']) {
    if (!pincode) throw new BadRequestError(API_MESSAGES.pincodeUnserviceable);
    if (payload.paymentMethod === 'cod' && !pincode.codAvailable) {
      throw new BadRequestError(API_MESSAGES.codUnavailable);
    }
  }

  /** Checks and prices an order exactly as placing it does, taking no stock. */
  async function price(user: SessionUser, payload: OrderPayload): Promise<OrderDraft> {
    if (payload.user !== user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
    // One line per product, size and colour, so stock is taken and the order shown as the shopper meant it.
    const merged = mergeOrderLines(payload.products);
    const inputs = await findOrderInputs(db, {
      pincode: payload.shippingAddress.postalCode,
      productIds: unique(merged.map((line) => line.product)),
      variantIds: unique(merged.flatMap((line) => (line.productVariant ? [line.productVariant] : []))),
    });
    checkDelivery(payload, inputs.pincode);
    const lines = priceLines(merged, inputs);
    const subtotalPaise = sumPaise(lines.map((line) => line.unitPricePaise * line.quantity));
    const donationRupees = payload.donationAmount ?? 0;
    const totalPaise = bagTotalPaise(subtotalPaise, donationRupees);
    // The courier carries at most this much cash; above it the shopper pays online.
    if (payload.paymentMethod === 'cod' && totalPaise > rupeesToPaise(COD_LIMIT_RUPEES)) {
      throw new BadRequestError(API_MESSAGES.codLimitExceeded);
    }
    return {
      paymentMethod: payload.paymentMethod,
      shippingAddress: payload.shippingAddress,
      lines,
      subtotalPaise,
      donationPaise: rupeesToPaise(donationRupees),
      totalPaise,
    };
  }

  /**
   * Writes the order (and the request's idempotency key, answering the order) and takes its stock in one
   * statement, on its own or in the caller's transaction; 409 naming the first short product (in id order),
   * with nothing written.
   */
  async function insertTakingStock(
    db: Executor,
    userId: string,
    draft: OrderDraft,
    payment: { status: PaymentStatus; attemptId: string | null },
    key?: OrderKey,
  ) {
    // Chosen here, not by the database, so the key's answer can name it in the same statement.
    const id = randomUUID();
    const wanted = new Map<string, { quantity: number; title: string }>();
    for (const line of draft.lines) {
      const entry = wanted.get(line.productId) ?? { quantity: 0, title: line.title };
      wanted.set(line.productId, { ...entry, quantity: entry.quantity + line.quantity });
    }
    const { shippingAddress } = draft;
    const placed = await placeOrder(
      db,
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
      [...wanted].map(([productId, { quantity }]) => ({ productId, quantity })),
      key?.row(id),
    );
    if (placed.orderId) return placed.orderId;
    // Product ids sorted as Postgres sorts uuids: the order the stock was locked and checked in.
    const short = [...wanted.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .find(([productId, { quantity }]) => (placed.stock?.[productId] ?? -1) < quantity);
    if (!short) throw new Error('the order statement placed nothing though every product had its stock');
    throw new ConflictError(API_MESSAGES.outOfStock(short[1].title));
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
          await lockProducts(tx, unique(productIds));
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
    lanes: orderBatchLanes,
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

  return {
    price,

    /**
     * The bag's lines checked and priced exactly as an order's are, before an address or a payment is
     * chosen (issue 29's quote): merged as placing merges them, each priced by the line-price rule.
     */
    async priceBag(products: OrderPayload['products']) {
      const merged = mergeOrderLines(products);
      const inputs = await findOrderInputs(db, {
        pincode: '',
        productIds: unique(merged.map((line) => line.product)),
        variantIds: unique(merged.flatMap((line) => (line.productVariant ? [line.productVariant] : []))),
      });
      return priceLines(merged, inputs);
    },

    /**
     * Places the shopper's order, writing `key` (the request's idempotency key) in the order's own commit.
     * One attempt pays one order: placing with an attempt that already has its order (a retry, a second
     * tab, or the webhook placed it first) answers that order instead of a second.
     */
    async place(user: SessionUser, payload: OrderPayload, key?: OrderKey): Promise<string> {
      const draft = await price(user, payload);
      if (payload.paymentMethod === 'cod') {
        // Nothing to claim: placed on its own, or in a batch with the COD orders queued beside it.
        const orderId = await placeCod({ userId: user.id, draft, key });
        onStockChange?.(draft.lines.map((line) => line.productId));
        metrics.orderPlaced(payload.paymentMethod);
        return orderId;
      }
      // Paid online: the payment attempt it claims is locked first, in the same transaction.
      let placedNow = false;
      let moved: readonly string[] = [];
      const orderId = await db.transaction(async (tx) => {
        // The attempt is locked before any product, so placing, verifying and cancelling never wait in a circle.
        let attempt: PaymentAttempt | undefined;
        let toPlace = draft;
        if (payload.razorpay_order_id) {
          const named = await attempts.lockForShopper(tx, user.id, payload.razorpay_order_id);
          const placed = named && (await findOrderOfAttempt(tx, named.id));
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
          if (unclaimed && !(await findOrderOfAttempt(tx, unclaimed.id))) attempt = unclaimed;
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
    },

    /**
     * Places, paid, the order stored with a captured attempt whose shopper never placed it, inside the
     * caller's transaction. Undefined, with nothing written, when its stock ran out meanwhile.
     */
    async placeFromDraft(tx: Transaction, attempt: PaymentAttempt, draft: OrderDraft) {
      try {
        // A short product writes nothing, so the caller's transaction goes on with its bookkeeping.
        return await insertTakingStock(tx, attempt.userId, draft, { status: 'paid', attemptId: attempt.id });
      } catch (error) {
        if (error instanceof ConflictError) return undefined;
        throw error;
      }
    },

    /** The order that claimed a payment attempt, if any, in the caller's transaction. */
    orderOfAttempt(tx: Transaction, attemptId: string) {
      return findOrderOfAttempt(tx, attemptId);
    },

    /** Flags a cancelled order whose payment was captured afterwards, for staff to refund. */
    flagRefundDue(tx: Transaction, orderId: string) {
      return markRefundDue(tx, orderId);
    },

    /** Marks paid the order that claimed a now-paid attempt, unless it was cancelled; answers its ids. */
    payForAttempt(tx: Transaction, attemptId: string) {
      return markPaidByAttempt(tx, attemptId);
    },

    async listForUser(user: SessionUser, userId: string): Promise<Order[]> {
      if (userId !== user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
      const rows = await listUserOrders(db, user.id);
      return rows.map(toOrder);
    },

    /** Someone else's order is 404, as if it did not exist; a second cancel is 409 and restores nothing. */
    async cancel(user: SessionUser, orderId: string) {
      const returned = await db.transaction(async (tx) => {
        const order = await lockUserOrder(tx, orderId, user.id);
        if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
        // SPEC §4's rule, and never once the parcel has left (a COD order is unpaid until delivered).
        if (!canCancelOrder(order) || !canMoveOrder(order.stage, 'cancelled')) {
          throw new ConflictError(API_MESSAGES.orderCannotCancel);
        }
        await markCancelled(tx, order.id, clock.now(), user.id);
        return restoreOrderStock(tx, order.id);
      });
      onStockChange?.(returned);
    },
  };
}

/** An order and its lines as the shopper's list (SPEC §3) and the back office read it. */
/**
 * Puts a cancelled order's quantities back on its products, inside the cancel's transaction (the shopper's
 * cancel and the back office's share it, so stock comes back once, one way). Answers the products touched.
 */
export async function restoreOrderStock(tx: Transaction, orderId: string): Promise<string[]> {
  const lines = await orderQuantities(tx, orderId);
  for (const { productId, quantity } of lines) {
    await returnStock(tx, productId, quantity);
  }
  return lines.map((line) => line.productId);
}

export function toOrder(row: OrderRow & { lines: OrderLineRow[] }): Order {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    isCancelled: row.isCancelled,
    isDelivered: row.isDelivered,
    status: orderStatus(row),
    trackingNumber: row.trackingNumber,
    subtotalAmount: paiseToRupees(row.subtotalPaise),
    donationAmount: paiseToRupees(row.donationPaise),
    totalAmount: paiseToRupees(row.totalPaise),
    products: row.lines.map(toOrderLine),
    shippingAddress: {
      fullName: row.fullName,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
    },
  };
}

function toOrderLine(line: OrderLineRow): Order['products'][number] {
  return {
    _id: line.id,
    product: {
      _id: line.productId,
      title: line.title,
      images: line.images,
      amount: paiseToRupees(line.productAmountPaise),
      discountedAmount: paiseToRupees(line.productDiscountedPaise),
      ...(line.media && { media: line.media }),
    },
    size: line.size,
    quantity: line.quantity,
    price: paiseToRupees(line.unitPricePaise),
    productVariant:
      line.variantId && line.colorCode !== null
        ? {
            _id: line.variantId,
            colorCode: line.colorCode,
            price: paiseToRupees(line.variantPricePaise ?? 0),
            discountedPrice: paiseToRupees(line.variantDiscountedPricePaise ?? 0),
          }
        : null,
  };
}
