import { DashboardScreen } from '@/features/dashboard';
import { Gstr1Download } from '@/features/settings';
import { useAdminUser } from './shell';

export default function AdminDashboardPage() {
  const user = useAdminUser();
  return (
    <>
      <DashboardScreen />
      {user.role === 'owner' ? (
        <div className="mt-4">
          <Gstr1Download />
        </div>
      ) : null}
    </>
  );
}
