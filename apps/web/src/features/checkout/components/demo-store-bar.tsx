import { useQuery } from '@tanstack/react-query';
import { STOREFRONT_TEXT } from '@zari/contract';
import { useText } from '@/lib/i18n';
import { paymentConfigQueryOptions } from '../api/get-payment-config';

/**
 * A thin bar on every page of a declared demo store (the API's ALLOW_DEMO_PROVIDERS, DESIGN §9), so no shopper
 * mistakes it for a real shop. Nothing shows while asking or when the API cannot say.
 */
export function DemoStoreBar() {
  const tx = useText({ STOREFRONT_TEXT });
  const { data } = useQuery(paymentConfigQueryOptions());
  if (!data?.data.demoStore) return null;
  return (
    <p role="status" className="bg-ink px-3 py-1 text-center font-medium text-white text-xs">
      {tx.STOREFRONT_TEXT.demoStoreBar}
    </p>
  );
}
