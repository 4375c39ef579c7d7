/**
 * Browser storage under the SPEC §3 keys. Every write broadcasts `cartUpdated` (SPEC §4) so badges in this
 * tab update at once; the browser's `storage` event carries changes from other tabs.
 */
import { CART_UPDATED_EVENT } from '@zari/contract';
import { useCallback, useSyncExternalStore } from 'react';

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { key } }));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * A stored JSON value as React state. The snapshot is the raw string, so renders only happen when the
 * stored text changes; parsing is memoised on it.
 */
export function useStoredValue<T>(key: string, fallback: T): [T, (next: T) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key),
    () => null,
  );
  const value = parseCached<T>(key, raw, fallback);
  const set = useCallback((next: T) => writeStored(key, next), [key]);
  return [value, set];
}

const noSubscription = () => () => {};

/**
 * False in a server render and in the render that hydrates it (which must match it), true once browser
 * storage can be read. A screen that would send a visitor away waits for this, not for an empty store.
 */
export function useStorageReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const parsed = new Map<string, { raw: string | null; value: unknown }>();

function parseCached<T>(key: string, raw: string | null, fallback: T): T {
  const hit = parsed.get(key);
  if (hit && hit.raw === raw) return hit.value as T;
  let value: unknown = fallback;
  if (raw !== null) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = fallback;
    }
  }
  parsed.set(key, { raw, value });
  return value as T;
}
