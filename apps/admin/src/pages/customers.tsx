import { CustomersScreen } from '@/features/customers';
import { useAdminUser } from './shell';

export default function AdminCustomersPage() {
  const user = useAdminUser();
  return <CustomersScreen user={user} />;
}
