import { lazy, Suspense } from 'react';
import { BagView } from '@/features/bag';
import { useDocumentTitle } from '@/lib/use-document-title';

// Checkout (and its payment code) loads only when the shopper proceeds.
const CheckoutPanel = lazy(() =>
  import('@/features/checkout').then((module) => ({ default: module.CheckoutPanel })),
);

export default function BagPage() {
  useDocumentTitle({ screen: 'bag' });
  return (
    <main>
      <BagView
        renderCheckout={(checkout) => (
          <Suspense fallback={<div className="min-h-[60vh]" />}>
            <CheckoutPanel {...checkout} />
          </Suspense>
        )}
      />
    </main>
  );
}
