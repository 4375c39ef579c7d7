import { AuditScreen, OwnerOnly } from '@/features/admin';
import { useAdminUser } from './shell';

export default function AdminAuditPage() {
  const user = useAdminUser();
  return (
    <OwnerOnly user={user}>
      <AuditScreen />
    </OwnerOnly>
  );
}
