import { OwnerOnly } from '@/features/session';
import { StaffScreen } from '@/features/staff';
import { useAdminUser } from './shell';

export default function AdminStaffPage() {
  const user = useAdminUser();
  return (
    <OwnerOnly user={user}>
      <StaffScreen currentUserId={user._id} />
    </OwnerOnly>
  );
}
