import { DashboardScreen } from '@/features/dashboard';

export default function AdminDashboardPage() {
  return <DashboardScreen />;
}
