import { ShippingDeliveryPolicy } from '@/features/policies';

export default function ShippingDeliveryPage() {
  return (
    <main>
      <ShippingDeliveryPolicy />
    </main>
  );
}
