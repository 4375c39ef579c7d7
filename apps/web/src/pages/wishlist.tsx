import { DocumentTitle } from '@/components/ui/document-title';
import { WishlistView } from '@/features/wishlist';

export default function WishlistPage() {
  return (
    <>
      <DocumentTitle screen="wishlist" />
      <WishlistView />
    </>
  );
}
