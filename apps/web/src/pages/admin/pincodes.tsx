import { PincodesScreen } from '@/features/admin';

export default function AdminPincodesPage() {
  return <PincodesScreen />;
}
