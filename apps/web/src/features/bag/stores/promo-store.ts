/**
 * The promo code the shopper applied in the bag (issue 29), kept in browser storage like the cart, so it
 * survives a reload and reaches the order. Stored as typed, upper-cased; the server decides what it is worth.
 */
import { STORAGE_KEYS } from '@zari/contract';
import { useStoredValue, writeStored } from '@zari/ui/storage';

export const promoActions = {
  // As JSON, like every stored value read with useStoredValue (writeStored keeps a bare string as it is).
  apply: (code: string) => {
    const normalized = code.trim().toUpperCase();
    writeStored(STORAGE_KEYS.promoCode, normalized ? JSON.stringify(normalized) : null);
  },
  remove: () => writeStored(STORAGE_KEYS.promoCode, null),
};

/** The applied code, or '' for none. */
export function usePromoCode(): string {
  const [stored] = useStoredValue<unknown>(STORAGE_KEYS.promoCode, '');
  return typeof stored === 'string' ? stored : '';
}
