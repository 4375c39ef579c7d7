import { OrdersView } from '@/features/orders';
import { RouteHead, unlistedHead } from '@/features/seo';

export default function OrdersPage() {
  return (
    <main>
      <RouteHead head={() => unlistedHead('orders')} />
      <OrdersView />
    </main>
  );
}
