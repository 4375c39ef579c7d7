import { useWishlist } from '../stores/wishlist-store';
import { toggleProductOnCard } from '../utils/toggle-product';
import { WishlistHeart } from './wishlist-heart';

/** The heart on a catalogue card: saved when any variant of the product is (see toggleProductOnCard). */
export function ProductCardHeart({ productId }: { productId: string }) {
  const wishlist = useWishlist();
  return (
    <WishlistHeart
      className="absolute top-2 right-2"
      active={wishlist.hasProduct(productId)}
      onToggle={() => toggleProductOnCard(wishlist.entries, productId)}
    />
  );
}
