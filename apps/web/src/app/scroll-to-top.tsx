import { dismissEarlierToasts } from '@zari/ui/notify';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the reader was on each history entry, by the router's entry key (this tab only, like the history). */
const scrollByEntry = new Map<string, number>();

/**
 * SPEC §2: a new page starts at the top, clear of the last page's toasts. Back and Forward return the reader to where they were on that
 * entry, so leaving a long, filtered list for a product and coming back lands on the same card. A change of
 * the query alone (a listing's sort or filters) keeps the reader where they are.
 */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const entry = useRef(key);

  // Set at commit, before the browser reports any scroll of the new page, so each position lands on its entry.
  useLayoutEffect(() => {
    entry.current = key;
  }, [key]);

  useEffect(() => {
    const remember = () => scrollByEntry.set(entry.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger; the entry says where.
  useEffect(() => {
    const saved = navigationType === 'POP' ? scrollByEntry.get(key) : undefined;
    window.scrollTo(0, saved ?? 0);
    // Nor does it start under the last page's toasts, which sat over its heading (issue 36).
    dismissEarlierToasts();
  }, [pathname]);
  return null;
}
