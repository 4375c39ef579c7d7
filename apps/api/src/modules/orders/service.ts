/**
 * Orders (DESIGN §4): every price from the catalogue by the contract's line-price rule, whatever the client
 * sent; stock taken in the order's own transaction so it never oversells; cancel restores stock once; an
 * online order is paid only by a verified, unused payment attempt of its shopper for exactly its total.
 */
import {
  API_MESSAGES,
  bagTotalPaise,
  canCancelOrder,
  linePrice,
  type Order,
  type OrderPayload,
  paiseToRupees,
  rupeesToPaise,
  sumPaise,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { lockClaimableAttempt } from '../payments/repository.js';
import { findPincode } from '../pincodes/repository.js';
import {
  findProducts,
  findVariants,
  insertOrder,
  listUserOrders,
  lockUserOrder,
  markCancelled,
  type OrderLineRow,
  orderQuantities,
  returnStock,
  takeStock,
} from './repository.js';

const unique = <T>(values: T[]) => [...new Set(values)];

export function createOrdersService({ db, clock }: { db: Database; clock: Clock }) {
  /** Every line checked and priced from the database; a bad line rejects the order before any stock moves. */
  async function priceLines(lines: OrderPayload['products']) {
    const productsById = new Map(
      (await findProducts(db, unique(lines.map((line) => line.product)))).map((row) => [row.id, row]),
    );
    const variantIds = unique(lines.flatMap((line) => (line.productVariant ? [line.productVariant] : [])));
    const variantsById = new Map((await findVariants(db, variantIds)).map((row) => [row.id, row]));

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

  async function checkDelivery(payload: OrderPayload) {
    const pincode = await findPincode(db, payload.shippingAddress.postalCode);
    if (!pincode) throw new BadRequestError(API_MESSAGES.pincodeUnserviceable);
    if (payload.paymentMethod === 'cod' && !pincode.codAvailable) {
      throw new BadRequestError(API_MESSAGES.codUnavailable);
    }
  }

  return {
    async place(user: AuthUser, payload: OrderPayload): Promise<string> {
      if (payload.user !== user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
      await checkDelivery(payload);
      const lines = await priceLines(payload.products);
      const subtotalPaise = sumPaise(lines.map((line) => line.unitPricePaise * line.quantity));
      const donationRupees = payload.donationAmount ?? 0;
      const totalPaise = bagTotalPaise(subtotalPaise, donationRupees);

      const wanted = new Map<string, { quantity: number; title: string }>();
      for (const line of lines) {
        const entry = wanted.get(line.productId) ?? { quantity: 0, title: line.title };
        wanted.set(line.productId, { ...entry, quantity: entry.quantity + line.quantity });
      }
      // Product ids sorted as Postgres sorts uuids, the order cancel returns stock in too.
      const stockOrder = [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

      return db.transaction(async (tx) => {
        // The attempt is locked before any product, so placing, verifying and cancelling never wait in a circle.
        const attempt =
          payload.paymentMethod === 'cod'
            ? undefined
            : await lockClaimableAttempt(tx, {
                userId: user.id,
                amountPaise: totalPaise,
                providerOrderId: payload.razorpay_order_id,
              });
        const { shippingAddress } = payload;
        const orderId = await insertOrder(
          tx,
          {
            userId: user.id,
            fullName: shippingAddress.fullName,
            phone: shippingAddress.phone,
            address: shippingAddress.address,
            city: shippingAddress.city,
            state: shippingAddress.state,
            postalCode: shippingAddress.postalCode,
            paymentMethod: payload.paymentMethod,
            paymentStatus: attempt?.status === 'paid' ? 'paid' : 'pending',
            paymentAttemptId: attempt?.id ?? null,
            subtotalPaise,
            donationPaise: rupeesToPaise(donationRupees),
            totalPaise,
          },
          lines,
        );
        // Stock last: a popular product's row stays locked only from this update to the commit.
        for (const [productId, { quantity, title }] of stockOrder) {
          if (!(await takeStock(tx, productId, quantity)))
            throw new ConflictError(API_MESSAGES.outOfStock(title));
        }
        return orderId;
      });
    },

    async listForUser(user: AuthUser, userId: string): Promise<Order[]> {
      if (userId !== user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
      const rows = await listUserOrders(db, user.id);
      return rows.map((row) => ({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        paymentMethod: row.paymentMethod,
        paymentStatus: row.paymentStatus,
        isCancelled: row.isCancelled,
        isDelivered: row.isDelivered,
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
      }));
    },

    /** Someone else's order is 404, as if it did not exist; a second cancel is 409 and restores nothing. */
    async cancel(user: AuthUser, orderId: string) {
      await db.transaction(async (tx) => {
        const order = await lockUserOrder(tx, orderId, user.id);
        if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
        if (!canCancelOrder(order)) throw new ConflictError(API_MESSAGES.orderCannotCancel);
        await markCancelled(tx, order.id, clock.now());
        for (const { productId, quantity } of await orderQuantities(tx, order.id)) {
          await returnStock(tx, productId, quantity);
        }
      });
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
