import { Suspense } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { BagView } from '@/features/bag';
import { CheckoutPanel } from '@/features/checkout';

export default function BagPage() {
  return (
    <main>
      <DocumentTitle screen="bag" />
      <BagView
        renderCheckout={(checkout) => (
          // Checkout (and its payment code) loads only when the shopper proceeds.
          <Suspense fallback={<div className="min-h-[60vh]" />}>
            <CheckoutPanel {...checkout} />
          </Suspense>
        )}
      />
    </main>
  );
}
