import { BannersScreen } from '@/features/admin';

export default function AdminBannersPage() {
  return <BannersScreen />;
}
