import { SpeedScreen } from '@/features/speed';

export default function AdminSpeedPage() {
  return <SpeedScreen />;
}
