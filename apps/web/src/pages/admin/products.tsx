import { ProductsScreen } from '@/features/admin';

export default function AdminProductsPage() {
  return <ProductsScreen />;
}
