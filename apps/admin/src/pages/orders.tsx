import { OrdersScreen } from '@/features/orders';

export default function AdminOrdersPage() {
  return <OrdersScreen />;
}
