import { RefundsScreen } from '@/features/refunds';

export default function AdminRefundsPage() {
  return <RefundsScreen />;
}
