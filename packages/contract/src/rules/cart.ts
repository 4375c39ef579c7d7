/** The bag (SPEC §4): pure updates of the browser's cart lines and the totals of SPEC §9. */
import { DELIVERY_FEE_RUPEES, DELIVERY_FREE_LABEL } from '../constants.js';
import { formatRupees, rupeesToPaise, sumPaise } from '../money.js';
import type { CartLine } from '../schemas/browser.js';
import { parseDonation } from './donation.js';
import { linePrice } from './price.js';

export interface CartLineIdentity {
  productId: string;
  selectedSize: string;
  selectedVariant: string | null;
}

export function cartLineKey(identity: CartLineIdentity): string {
  return `${identity.productId}|${identity.selectedSize}|${identity.selectedVariant ?? ''}`;
}

const identityOf = (line: CartLine): CartLineIdentity => ({
  productId: line.product._id,
  selectedSize: line.selectedSize,
  selectedVariant: line.selectedVariant ?? null,
});

const sameLine = (line: CartLine, identity: CartLineIdentity) =>
  cartLineKey(identityOf(line)) === cartLineKey(identity);

/**
 * Adding a line that exists (same product, size, variant) raises its quantity by 1; otherwise quantity 1.
 * Never past what is left of that size and colour when the product page knew it (`maxQuantity`, issue 31):
 * the page's newest word wins (none: plenty left).
 */
export function addToCart(lines: readonly CartLine[], line: Omit<CartLine, 'quantity'>): CartLine[] {
  const identity = identityOf({ ...line, quantity: 1 });
  if (lines.some((existing) => sameLine(existing, identity))) {
    return lines.map((existing) => {
      if (!sameLine(existing, identity)) return existing;
      const { maxQuantity: _stale, ...rest } = existing;
      const max = line.maxQuantity;
      if (max === undefined) return { ...rest, quantity: existing.quantity + 1 };
      return { ...rest, maxQuantity: max, quantity: Math.max(1, Math.min(existing.quantity + 1, max)) };
    });
  }
  return [...lines, { ...line, quantity: 1 }];
}

/** The most the bag's + may reach for a line: the order's per-line cap, or less when few are left. */
export function cartLineMaxQuantity(line: CartLine, cap: number): number {
  return line.maxQuantity === undefined ? cap : Math.max(1, Math.min(line.maxQuantity, cap));
}

/** A quantity of 0 or less removes the line. */
export function setCartQuantity(
  lines: readonly CartLine[],
  identity: CartLineIdentity,
  quantity: number,
): CartLine[] {
  if (quantity <= 0) return removeFromCart(lines, identity);
  return lines.map((line) => (sameLine(line, identity) ? { ...line, quantity: Math.floor(quantity) } : line));
}

export function removeFromCart(lines: readonly CartLine[], identity: CartLineIdentity): CartLine[] {
  return lines.filter((line) => !sameLine(line, identity));
}

export function cartLineIdentity(line: CartLine): CartLineIdentity {
  return identityOf(line);
}

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

export function cartLineUnitPrice(line: CartLine): number {
  return linePrice({
    variantDiscountedPrice: line.variantDiscountedPrice,
    variantPrice: line.variantPrice,
    productDiscountedAmount: line.product.discountedAmount,
    productAmount: line.product.amount,
  });
}

export function cartLineTotalPaise(line: CartLine): number {
  return rupeesToPaise(cartLineUnitPrice(line)) * line.quantity;
}

export function cartSubtotalPaise(lines: readonly CartLine[]): number {
  return sumPaise(lines.map(cartLineTotalPaise));
}

/** SPEC §9: total = subtotal + delivery (0) + donation, in paise. */
export function bagTotalPaise(subtotalPaise: number, donationRupees: number): number {
  return subtotalPaise + rupeesToPaise(DELIVERY_FEE_RUPEES) + rupeesToPaise(parseDonation(donationRupees));
}

/**
 * The delivery line of the bag and checkout: 'FREE' while the fee is 0 (SPEC §2), else the fee in rupees.
 * `freeLabel`: the word in the page's language (issue 35).
 */
export function formatDeliveryFee(
  feeRupees: number = DELIVERY_FEE_RUPEES,
  freeLabel: string = DELIVERY_FREE_LABEL,
): string {
  return feeRupees === 0 ? freeLabel : formatRupees(feeRupees);
}

/** SPEC §7: the payment amount sent is the total in rupees times 100, i.e. the total in paise. */
export function paymentAmountPaise(totalPaise: number): number {
  return Math.round(totalPaise);
}
