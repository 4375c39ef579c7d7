/** The wishlist (SPEC §4): a set of product + variant pairs, toggled, never duplicated. */
import type { WishlistEntry } from '../schemas/browser.js';

const samePair = (entry: WishlistEntry, productId: string, variantId: string | null) =>
  entry.productId === productId && (entry.variantId ?? null) === (variantId ?? null);

export function isWishlisted(
  entries: readonly WishlistEntry[],
  productId: string,
  variantId: string | null = null,
) {
  return entries.some((entry) => samePair(entry, productId, variantId));
}

/** Whether any variant of the product is wishlisted (cards show one heart per product). */
export function isProductWishlisted(entries: readonly WishlistEntry[], productId: string) {
  return entries.some((entry) => entry.productId === productId);
}

export function toggleWishlist(entries: readonly WishlistEntry[], entry: WishlistEntry): WishlistEntry[] {
  if (isWishlisted(entries, entry.productId, entry.variantId)) {
    return entries.filter((existing) => !samePair(existing, entry.productId, entry.variantId));
  }
  return [...entries, { ...entry, variantId: entry.variantId ?? null }];
}

export function removeFromWishlist(
  entries: readonly WishlistEntry[],
  productId: string,
  variantId: string | null,
) {
  return entries.filter((existing) => !samePair(existing, productId, variantId));
}
