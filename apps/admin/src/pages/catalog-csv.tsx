import { CatalogCsvScreen } from '@/features/catalog';

export default function AdminCatalogCsvPage() {
  return <CatalogCsvScreen />;
}
