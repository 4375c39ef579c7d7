import { ShippingAddressForm } from '@/features/account';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ShippingAddressPage() {
  useDocumentTitle({ screen: 'shippingAddress' });
  return (
    <main>
      <ShippingAddressForm />
    </main>
  );
}
