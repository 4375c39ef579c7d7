import { RouteHead } from '@/features/seo';
import { WishlistView } from '@/features/wishlist';

export default function WishlistPage() {
  return (
    <>
      <RouteHead screen="wishlist" />
      <WishlistView />
    </>
  );
}
