import { OrdersView } from '@/features/orders';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function OrdersPage() {
  useDocumentTitle({ screen: 'orders' });
  return (
    <main>
      <OrdersView />
    </main>
  );
}
