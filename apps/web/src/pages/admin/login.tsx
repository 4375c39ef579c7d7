import { AdminLogin } from '@/features/admin';

export default function AdminLoginPage() {
  return <AdminLogin />;
}
