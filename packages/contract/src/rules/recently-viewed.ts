/**
 * Recently viewed products, kept in this browser without an account: product ids, newest first, each once,
 * at most RECENTLY_VIEWED_MAX. Whatever storage holds is read defensively, since any script or an older
 * version of the store may have written it.
 */
import { RECENTLY_VIEWED_MAX } from '../constants.js';

export function recordRecentlyViewed(ids: readonly string[], productId: string): string[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
}

export function parseRecentlyViewed(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  const ids = stored.filter(
    (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100,
  );
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
}
