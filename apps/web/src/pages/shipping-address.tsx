import { ShippingAddressForm } from '@/features/account/shipping-address-form';

export default function ShippingAddressPage() {
  return (
    <main>
      <ShippingAddressForm />
    </main>
  );
}
