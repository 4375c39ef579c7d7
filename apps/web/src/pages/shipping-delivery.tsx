import { ShippingDeliveryPolicy } from '@/features/policies';
import { RouteHead } from '@/features/seo';

export default function ShippingDeliveryPage() {
  return (
    <main>
      <RouteHead screen="shippingDelivery" />
      <ShippingDeliveryPolicy />
    </main>
  );
}
