import { WishlistView } from '@/features/wishlist/components/wishlist-view';

export default function WishlistPage() {
  return <WishlistView />;
}
