/**
 * Checks and prices an order from the catalogue, taking no stock (DESIGN §4: every price from the database by
 * the contract's line-price rule, whatever the client sent). Placing an order, asking for its payment and
 * (issue 29) the bag's quote all price through here, so the shopper is quoted what they will be charged.
 */
import {
  API_MESSAGES,
  bagTotalPaise,
  COD_LIMIT_RUPEES,
  linePrice,
  mergeOrderLines,
  type OrderPayload,
  rupeesToPaise,
  sumPaise,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { OrderDraft, OrderDraftLine } from '../../db/schema/index.js';
import { BadRequestError, ForbiddenError, withCode } from '../../lib/errors.js';
import type { SessionUser } from '../sessions/service.js';
import type { OrderInputs, OrdersRepository } from './repository.js';

const unique = <T>(values: T[]) => [...new Set(values)];

/** Every line checked and priced from the database; a bad line rejects the order before any stock moves. */
function priceLines(lines: OrderPayload['products'], inputs: OrderInputs): OrderDraftLine[] {
  const productsById = new Map(inputs.products.map((row) => [row.id, row]));
  const variantsById = new Map(inputs.variants.map((row) => [row.id, row]));

  return lines.map((line, position) => {
    const product = productsById.get(line.product);
    if (!product) throw new BadRequestError(API_MESSAGES.productNotFound);
    const variant = line.productVariant ? variantsById.get(line.productVariant) : undefined;
    if (line.productVariant && !variant) throw new BadRequestError(API_MESSAGES.variantNotFound);
    if (variant && variant.productId !== product.id) throw new BadRequestError(API_MESSAGES.variantMismatch);
    if (!product.sizes.includes(line.size)) {
      throw withCode(
        new BadRequestError(API_MESSAGES.sizeUnavailable(line.size, product.title)),
        'sizeUnavailable',
        [line.size, product.title],
      );
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

/**
 * The courier carries at most this much cash; above it the shopper pays online. Checked on the total the
 * shopper pays, after the promotion (issue 29), so a discount can bring an order within the limit.
 */
export function checkCodLimit(draft: OrderDraft): OrderDraft {
  if (draft.paymentMethod === 'cod' && draft.totalPaise > rupeesToPaise(COD_LIMIT_RUPEES)) {
    throw new BadRequestError(API_MESSAGES.codLimitExceeded);
  }
  return draft;
}

/** An order priced at full price, and whether it would be the shopper's first (the welcome offer's test). */
export interface PricedOrder {
  draft: OrderDraft;
  firstOrder: boolean;
}

export interface PriceOrderDeps {
  db: Database;
  repository: Pick<OrdersRepository, 'findOrderInputs'>;
}

export type PriceOrder = ReturnType<typeof createPriceOrder>;

export function createPriceOrder({ db, repository }: PriceOrderDeps) {
  /**
   * The order as it would be placed before any promotion: its lines merged and priced, the delivery
   * checked and the totals summed. The promotion (discount-order.ts) comes next, then the COD limit.
   */
  return async function priceOrder(user: SessionUser, payload: OrderPayload): Promise<PricedOrder> {
    if (payload.user !== user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
    // One line per product, size and colour, so stock is taken and the order shown as the shopper meant it.
    const merged = mergeOrderLines(payload.products);
    const inputs = await repository.findOrderInputs(db, {
      pincode: payload.shippingAddress.postalCode,
      productIds: unique(merged.map((line) => line.product)),
      variantIds: unique(merged.flatMap((line) => (line.productVariant ? [line.productVariant] : []))),
      userId: user.id,
    });
    checkDelivery(payload, inputs.pincode);
    const lines = priceLines(merged, inputs);
    const subtotalPaise = sumPaise(lines.map((line) => line.unitPricePaise * line.quantity));
    const donationRupees = payload.donationAmount ?? 0;
    const draft: OrderDraft = {
      paymentMethod: payload.paymentMethod,
      shippingAddress: payload.shippingAddress,
      lines,
      subtotalPaise,
      donationPaise: rupeesToPaise(donationRupees),
      totalPaise: bagTotalPaise(subtotalPaise, donationRupees),
      discountPaise: 0,
      promotionCode: null,
      promoCode: payload.promoCode || null,
    };
    return { draft, firstOrder: inputs.firstOrder };
  };
}

export type PriceBag = ReturnType<typeof createPriceBag>;

/**
 * A bag's lines merged and priced as an order's would be, without an address or a payment method: what the
 * cart quote (modules/promotions) prices before it applies a promotion.
 */
export function createPriceBag({ db, repository }: PriceOrderDeps) {
  return async function priceBag(products: OrderPayload['products']): Promise<OrderDraftLine[]> {
    const merged = mergeOrderLines(products);
    const inputs = await repository.findOrderInputs(db, {
      pincode: '',
      productIds: unique(merged.map((line) => line.product)),
      variantIds: unique(merged.flatMap((line) => (line.productVariant ? [line.productVariant] : []))),
      userId: null,
    });
    return priceLines(merged, inputs);
  };
}
