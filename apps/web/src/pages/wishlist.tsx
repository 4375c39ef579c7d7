import { WishlistView } from '@/features/wishlist';

export default function WishlistPage() {
  return <WishlistView />;
}
