import { useParams } from 'react-router';
import { OrderDetailScreen } from '@/features/orders';

export default function AdminOrderPage() {
  const { id = '' } = useParams();
  return <OrderDetailScreen key={id} id={id} />;
}
