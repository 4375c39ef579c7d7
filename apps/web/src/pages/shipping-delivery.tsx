import { DocumentTitle } from '@/components/ui/document-title';
import { ShippingDeliveryPolicy } from '@/features/policies';

export default function ShippingDeliveryPage() {
  return (
    <main>
      <DocumentTitle screen="shippingDelivery" />
      <ShippingDeliveryPolicy />
    </main>
  );
}
