import { OrdersView } from '@/features/orders';
import { RouteHead } from '@/features/seo';

export default function OrdersPage() {
  return (
    <main>
      <RouteHead screen="orders" />
      <OrdersView />
    </main>
  );
}
