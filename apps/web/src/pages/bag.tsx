import { Suspense } from 'react';
import { BagView } from '@/features/bag';
import { CheckoutPanel } from '@/features/checkout';
import { RouteHead, unlistedHead } from '@/features/seo';

export default function BagPage() {
  return (
    <main>
      <RouteHead head={() => unlistedHead('bag')} />
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
