import { ShippingDeliveryPolicy } from '@/features/policies';
import { listedPageHead, RouteHead } from '@/features/seo';

export default function ShippingDeliveryPage() {
  return (
    <main>
      <RouteHead head={(origin) => listedPageHead('shippingDelivery', origin)} />
      <ShippingDeliveryPolicy />
    </main>
  );
}
