import { lazy, Suspense } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { BagView } from '@/features/bag';

// Checkout (and its payment code) loads only when the shopper proceeds.
const CheckoutPanel = lazy(() =>
  import('@/features/checkout').then((module) => ({ default: module.CheckoutPanel })),
);

export default function BagPage() {
  return (
    <main>
      <DocumentTitle screen="bag" />
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
