/** The bag in browser storage (SPEC §3 key `cart`), changed only through the contract's cart rules. */
import {
  addToCart,
  type CartLine,
  type CartLineIdentity,
  cartItemCount,
  removeFromCart,
  STORAGE_KEYS,
  setCartQuantity,
} from '@zari/contract';
import { readStored, useStoredValue, writeStored } from '@zari/ui/storage';
import { useMemo } from 'react';

const EMPTY: CartLine[] = [];

const current = () => {
  const lines = readStored<unknown>(STORAGE_KEYS.cart, EMPTY);
  return Array.isArray(lines) ? (lines as CartLine[]) : EMPTY;
};
const save = (lines: CartLine[]) => writeStored(STORAGE_KEYS.cart, lines);

/** Updates read the latest stored cart, so two quick clicks never lose one. */
export const cartActions = {
  add: (line: Omit<CartLine, 'quantity'>) => save(addToCart(current(), line)),
  setQuantity: (identity: CartLineIdentity, quantity: number) =>
    save(setCartQuantity(current(), identity, quantity)),
  remove: (identity: CartLineIdentity) => save(removeFromCart(current(), identity)),
  replace: (lines: CartLine[]) => save(lines),
  clear: () => save([]),
};

export function useCart() {
  const [stored] = useStoredValue<unknown>(STORAGE_KEYS.cart, EMPTY);
  const lines = Array.isArray(stored) ? (stored as CartLine[]) : EMPTY;
  return useMemo(() => ({ lines, count: cartItemCount(lines), ...cartActions }), [lines]);
}
