import { parseRecentlyViewed, recordRecentlyViewed, STORAGE_KEYS } from '@zari/contract';
import { readStored, useStoredValue, writeStored } from '@zari/ui/storage';
import { useEffect } from 'react';

/** The products this browser opened last, newest first (no account needed). */
export function useRecentlyViewedIds(): string[] {
  const [stored] = useStoredValue<unknown>(STORAGE_KEYS.recentlyViewed, []);
  return parseRecentlyViewed(stored);
}

/** Remembers a product once its page has shown it. */
export function useRecordRecentlyViewed(productId: string | undefined) {
  useEffect(() => {
    if (!productId) return;
    const ids = parseRecentlyViewed(readStored<unknown>(STORAGE_KEYS.recentlyViewed, []));
    writeStored(STORAGE_KEYS.recentlyViewed, recordRecentlyViewed(ids, productId));
  }, [productId]);
}
