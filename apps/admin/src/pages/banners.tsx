import { BannersScreen } from '@/features/catalog';

export default function AdminBannersPage() {
  return <BannersScreen />;
}
