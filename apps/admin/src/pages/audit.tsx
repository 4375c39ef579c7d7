import { OwnerOnly } from '@/features/session';
import { AuditScreen } from '@/features/staff';
import { useAdminUser } from './shell';

export default function AdminAuditPage() {
  const user = useAdminUser();
  return (
    <OwnerOnly user={user}>
      <AuditScreen />
    </OwnerOnly>
  );
}
