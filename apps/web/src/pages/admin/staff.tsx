import { OwnerOnly, StaffScreen } from '@/features/admin';
import { useAdminUser } from './shell';

export default function AdminStaffPage() {
  const user = useAdminUser();
  return (
    <OwnerOnly user={user}>
      <StaffScreen currentUserId={user._id} />
    </OwnerOnly>
  );
}
