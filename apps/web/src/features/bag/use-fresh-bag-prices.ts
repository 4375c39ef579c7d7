import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { cartActions, useCart } from '@/features/cart/use-cart';
import { type FreshProduct, fetchFreshProduct, withFreshPrices } from './fresh-prices';

/** Refetches each product of the bag once per bag visit and writes changed prices back to the stored bag. */
export function useFreshBagPrices() {
  const { lines } = useCart();
  const productIds = useMemo(() => [...new Set(lines.map((line) => line.product._id))].sort(), [lines]);
  const results = useQueries({
    queries: productIds.map((productId) => ({
      queryKey: ['bag-prices', productId],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchFreshProduct(productId, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    })),
  });

  // Writing only on a real difference keeps this effect from feeding itself.
  useEffect(() => {
    const fresh = new Map<string, FreshProduct>();
    for (const result of results) if (result.data) fresh.set(result.data.product._id, result.data);
    if (fresh.size === 0) return;
    const updated = withFreshPrices(lines, fresh);
    if (JSON.stringify(updated) !== JSON.stringify(lines)) cartActions.replace(updated);
  }, [results, lines]);
}
