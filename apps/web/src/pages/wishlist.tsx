import { WishlistView } from '@/features/wishlist';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function WishlistPage() {
  useDocumentTitle({ screen: 'wishlist' });
  return <WishlistView />;
}
