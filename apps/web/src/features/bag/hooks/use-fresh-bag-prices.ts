import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { productQueryOptions, productVariantsQueryOptions } from '@/features/catalog';
import { cartActions, useCart } from '../stores/cart-store';
import { type FreshProduct, withFreshPrices } from '../utils/fresh-prices';

/** Refetches each product of the bag (and its variants) on every bag visit and writes changed prices back. */
export function useFreshBagPrices() {
  const { lines } = useCart();
  const productIds = useMemo(() => [...new Set(lines.map((line) => line.product._id))].sort(), [lines]);
  const fresh = { staleTime: 0, refetchOnMount: 'always', retry: false } as const;
  const products = useQueries({
    queries: productIds.map((productId) => ({ ...productQueryOptions(productId), ...fresh })),
  });
  const variants = useQueries({
    queries: productIds.map((productId) => ({ ...productVariantsQueryOptions(productId), ...fresh })),
  });

  // Writing only on a real difference keeps this effect from feeding itself.
  useEffect(() => {
    const found = new Map<string, FreshProduct>();
    productIds.forEach((productId, index) => {
      const product = products[index]?.data;
      const productVariants = variants[index]?.data;
      if (product && productVariants) found.set(productId, { product, variants: productVariants });
    });
    if (found.size === 0) return;
    const updated = withFreshPrices(lines, found);
    if (JSON.stringify(updated) !== JSON.stringify(lines)) cartActions.replace(updated);
  }, [productIds, products, variants, lines]);
}
