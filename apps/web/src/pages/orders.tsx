import { DocumentTitle } from '@/components/ui/document-title';
import { OrdersView } from '@/features/orders';

export default function OrdersPage() {
  return (
    <main>
      <DocumentTitle screen="orders" />
      <OrdersView />
    </main>
  );
}
