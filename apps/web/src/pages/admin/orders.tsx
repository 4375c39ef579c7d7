import { OrdersScreen } from '@/features/admin';

export default function AdminOrdersPage() {
  return <OrdersScreen />;
}
