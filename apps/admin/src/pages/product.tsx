import { useParams } from 'react-router';
import { ProductFormScreen } from '@/features/catalog';

/** /admin/products/new creates; /admin/products/:id edits. */
export default function AdminProductPage() {
  const { id } = useParams();
  return <ProductFormScreen key={id ?? 'new'} id={id} />;
}
