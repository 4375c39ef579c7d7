import { ShippingAddressForm } from '@/features/account';
import { RouteHead } from '@/features/seo';

export default function ShippingAddressPage() {
  return (
    <main>
      <RouteHead screen="shippingAddress" />
      <ShippingAddressForm />
    </main>
  );
}
