import type { WishlistEntry } from '@zari/contract';
import { wishlistActions } from '../stores/wishlist-store';

/**
 * A card shows one heart per product: tapping it when any variant of the product is saved removes them all,
 * otherwise it saves the product itself.
 */
export function toggleProductOnCard(entries: readonly WishlistEntry[], productId: string) {
  const saved = entries.filter((entry) => entry.productId === productId);
  if (saved.length === 0) {
    wishlistActions.toggle({ productId, variantId: null, variantImage: null });
    return;
  }
  for (const entry of saved) wishlistActions.remove(entry.productId, entry.variantId);
}
