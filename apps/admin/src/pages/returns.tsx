import { ReturnsScreen } from '@/features/returns';

export default function AdminReturnsPage() {
  return <ReturnsScreen />;
}
