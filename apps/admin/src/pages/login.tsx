import { AdminLogin } from '@/features/session';

export default function AdminLoginPage() {
  return <AdminLogin />;
}
