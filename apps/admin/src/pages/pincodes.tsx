import { PincodesScreen } from '@/features/pincodes';

export default function AdminPincodesPage() {
  return <PincodesScreen />;
}
