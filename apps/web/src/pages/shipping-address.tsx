import { DocumentTitle } from '@/components/ui/document-title';
import { ShippingAddressForm } from '@/features/account';

export default function ShippingAddressPage() {
  return (
    <main>
      <DocumentTitle screen="shippingAddress" />
      <ShippingAddressForm />
    </main>
  );
}
