import type { PublicStoreSettings } from '@zari/contract';

/** The registered address on one line, as the footer, the policy pages and the JSON-LD write it. */
export function registeredAddressLine(store: Pick<PublicStoreSettings, 'registeredAddress'>): string {
  const { line1, line2, city, state, pincode } = store.registeredAddress;
  return [line1, line2, city, `${state} ${pincode}`, 'India'].filter(Boolean).join(', ');
}
