import { ShippingDeliveryPolicy } from '@/features/policies/shipping-delivery';

export default function ShippingDeliveryPage() {
  return (
    <main>
      <ShippingDeliveryPolicy />
    </main>
  );
}
