import { ProductsScreen } from '@/features/catalog';

export default function AdminProductsPage() {
  return <ProductsScreen />;
}
