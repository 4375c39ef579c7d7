import { ShippingAddressForm } from '@/features/account';

export default function ShippingAddressPage() {
  return (
    <main>
      <ShippingAddressForm />
    </main>
  );
}
