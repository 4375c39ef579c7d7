import { describe, expect, it } from 'vitest';
import type { CartLine } from '../schemas/browser.js';
import {
  addToCart,
  bagTotalPaise,
  cartItemCount,
  cartLineIdentity,
  cartLineMaxQuantity,
  cartLineTotalPaise,
  cartSubtotalPaise,
  formatDeliveryFee,
  paymentAmountPaise,
  removeFromCart,
  setCartQuantity,
} from './cart.js';

const product = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Mulmul Cotton Kurta',
  images: ['/uploads/a.svg'],
  amount: 1499,
  discountedAmount: 999,
};
const variantA = '00000000-0000-4000-8000-00000000000a';
const variantB = '00000000-0000-4000-8000-00000000000b';

const line = (overrides: Partial<Omit<CartLine, 'quantity'>> = {}): Omit<CartLine, 'quantity'> => ({
  product,
  selectedSize: 'M',
  selectedVariant: variantA,
  variantPrice: 1599,
  variantDiscountedPrice: 1099,
  ...overrides,
});

describe('cart updates', () => {
  it('adds a new line with quantity 1', () => {
    expect(addToCart([], line())).toEqual([{ ...line(), quantity: 1 }]);
  });

  it('raises the quantity of the same product + size + variant', () => {
    const cart = addToCart(addToCart([], line()), line());
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('stops at what is left of the size and colour, keeping the newest count (issue 31)', () => {
    let cart = addToCart([], line({ maxQuantity: 2 }));
    cart = addToCart(cart, line({ maxQuantity: 2 }));
    cart = addToCart(cart, line({ maxQuantity: 2 }));
    expect(cart[0]?.quantity).toBe(2);
    // Added again when the page knew of fewer (another shopper bought one): the bag holds what is left.
    cart = addToCart(cart, line({ maxQuantity: 1 }));
    expect(cart[0]).toMatchObject({ quantity: 1, maxQuantity: 1 });
    // Added when plenty are left again (restocked): no count, no limit but the order's.
    expect(addToCart(cart, line())[0]).toEqual({ ...line(), quantity: 2 });
    expect(cartLineMaxQuantity({ ...line({ maxQuantity: 2 }), quantity: 1 }, 10)).toBe(2);
    expect(cartLineMaxQuantity({ ...line({ maxQuantity: 40 }), quantity: 1 }, 10)).toBe(10);
    expect(cartLineMaxQuantity({ ...line(), quantity: 1 }, 10)).toBe(10);
  });

  it('keeps separate lines for another size or another variant', () => {
    let cart = addToCart([], line());
    cart = addToCart(cart, line({ selectedSize: 'L' }));
    cart = addToCart(cart, line({ selectedVariant: variantB }));
    cart = addToCart(cart, line({ selectedVariant: null }));
    expect(cart).toHaveLength(4);
    expect(cartItemCount(cart)).toBe(4);
  });

  it('sets a quantity and removes the line at 0 or below', () => {
    const cart = addToCart([], line());
    const identity = cartLineIdentity(cart[0]!);
    expect(setCartQuantity(cart, identity, 3)[0]?.quantity).toBe(3);
    expect(setCartQuantity(cart, identity, 0)).toEqual([]);
    expect(setCartQuantity(cart, identity, -2)).toEqual([]);
  });

  it('removes only the matching line', () => {
    const cart = addToCart(addToCart([], line()), line({ selectedSize: 'S' }));
    const remaining = removeFromCart(cart, cartLineIdentity(cart[0]!));
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.selectedSize).toBe('S');
  });
});

describe('bag totals', () => {
  it('prices each line by the line-price rule, in paise', () => {
    const cart = setCartQuantity(
      addToCart([], line()),
      { productId: product._id, selectedSize: 'M', selectedVariant: variantA },
      2,
    );
    expect(cartLineTotalPaise(cart[0]!)).toBe(219800);
    const plain = addToCart(
      [],
      line({ selectedVariant: null, variantPrice: null, variantDiscountedPrice: null }),
    );
    expect(cartLineTotalPaise(plain[0]!)).toBe(99900);
  });

  it('sums the subtotal without float error', () => {
    const cheap = { ...product, discountedAmount: 0.1, amount: 1 };
    const cart = addToCart(
      addToCart(
        [],
        line({ product: cheap, selectedVariant: null, variantPrice: null, variantDiscountedPrice: null }),
      ),
      line({
        product: { ...cheap, _id: variantB, discountedAmount: 0.2 },
        selectedVariant: null,
        variantPrice: null,
        variantDiscountedPrice: null,
      }),
    );
    expect(cartSubtotalPaise(cart)).toBe(30);
    expect(cartSubtotalPaise([])).toBe(0);
  });

  it('adds delivery 0 and the donation', () => {
    expect(bagTotalPaise(219800, 0)).toBe(219800);
    expect(bagTotalPaise(219800, 25)).toBe(222300);
  });

  it("shows today's delivery fee as FREE, and a fee in rupees should one be charged", () => {
    expect(formatDeliveryFee()).toBe('FREE');
    expect(formatDeliveryFee(99)).toBe('₹99');
  });

  it('sends the total times 100 as the payment amount', () => {
    expect(paymentAmountPaise(bagTotalPaise(99900, 10))).toBe(100900);
  });
});
