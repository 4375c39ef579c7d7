import { DashboardScreen } from '@/features/admin';

export default function AdminDashboardPage() {
  return <DashboardScreen />;
}
