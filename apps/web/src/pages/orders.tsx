import { OrdersView } from '@/features/orders/orders-view';

export default function OrdersPage() {
  return (
    <main>
      <OrdersView />
    </main>
  );
}
