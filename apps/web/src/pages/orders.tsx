import { OrdersView } from '@/features/orders';

export default function OrdersPage() {
  return (
    <main>
      <OrdersView />
    </main>
  );
}
