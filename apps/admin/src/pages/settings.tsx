import { OwnerOnly } from '@/features/session';
import { SettingsScreen } from '@/features/settings';
import { useAdminUser } from './shell';

export default function AdminSettingsPage() {
  const user = useAdminUser();
  return (
    <OwnerOnly user={user}>
      <SettingsScreen />
    </OwnerOnly>
  );
}
