import { RouteHead, unlistedHead } from '@/features/seo';
import { WishlistView } from '@/features/wishlist';

export default function WishlistPage() {
  return (
    <>
      <RouteHead head={() => unlistedHead('wishlist')} />
      <WishlistView />
    </>
  );
}
