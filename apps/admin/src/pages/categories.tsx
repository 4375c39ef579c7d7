import { CategoriesScreen } from '@/features/catalog';

export default function AdminCategoriesPage() {
  return <CategoriesScreen />;
}
