import { CategoriesScreen } from '@/features/admin';

export default function AdminCategoriesPage() {
  return <CategoriesScreen />;
}
