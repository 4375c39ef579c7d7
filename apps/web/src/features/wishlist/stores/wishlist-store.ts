/** The wishlist in browser storage (SPEC §3 key `wishlist`): product + variant pairs, no duplicates. */
import {
  isProductWishlisted,
  isWishlisted,
  removeFromWishlist,
  STORAGE_KEYS,
  toggleWishlist,
  type WishlistEntry,
} from '@zari/contract';
import { readStored, useStoredValue, writeStored } from '@zari/ui/storage';
import { useMemo } from 'react';

const EMPTY: WishlistEntry[] = [];

const current = () => {
  const entries = readStored<unknown>(STORAGE_KEYS.wishlist, EMPTY);
  return Array.isArray(entries) ? (entries as WishlistEntry[]) : EMPTY;
};
const save = (entries: WishlistEntry[]) => writeStored(STORAGE_KEYS.wishlist, entries);

export const wishlistActions = {
  toggle: (entry: WishlistEntry) => save(toggleWishlist(current(), entry)),
  remove: (productId: string, variantId: string | null) =>
    save(removeFromWishlist(current(), productId, variantId)),
};

export function useWishlist() {
  const [stored] = useStoredValue<unknown>(STORAGE_KEYS.wishlist, EMPTY);
  const entries = Array.isArray(stored) ? (stored as WishlistEntry[]) : EMPTY;
  return useMemo(
    () => ({
      entries,
      count: entries.length,
      has: (productId: string, variantId: string | null = null) =>
        isWishlisted(entries, productId, variantId),
      hasProduct: (productId: string) => isProductWishlisted(entries, productId),
      ...wishlistActions,
    }),
    [entries],
  );
}
