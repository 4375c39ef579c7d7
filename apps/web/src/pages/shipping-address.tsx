import { ShippingAddressForm } from '@/features/account';
import { RouteHead, unlistedHead } from '@/features/seo';

export default function ShippingAddressPage() {
  return (
    <main>
      <RouteHead head={() => unlistedHead('shippingAddress')} />
      <ShippingAddressForm />
    </main>
  );
}
