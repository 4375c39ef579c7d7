import { ShippingDeliveryPolicy } from '@/features/policies';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ShippingDeliveryPage() {
  useDocumentTitle({ screen: 'shippingDelivery' });
  return (
    <main>
      <ShippingDeliveryPolicy />
    </main>
  );
}
