import { Suspense } from 'react';
import { BagView } from '@/features/bag';
import { CheckoutPanel } from '@/features/checkout';
import { RouteHead } from '@/features/seo';

export default function BagPage() {
  return (
    <main>
      <RouteHead screen="bag" />
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
