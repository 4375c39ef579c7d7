import { useDeferredValue } from 'react';

/**
 * The cards a list shows. A list that arrives after the page has hydrated (a section fetched as the shopper
 * scrolls, the next filters) renders in the background, in slices React can interrupt, instead of one long
 * task that a tap would wait behind; meanwhile the skeletons stay. A list the server rendered shows at once.
 */
export function useDeferredCards<Card>(
  cards: readonly Card[] | undefined,
  isPending: boolean,
): { cards: readonly Card[] | undefined; isPending: boolean } {
  const shown = useDeferredValue(isPending ? undefined : cards);
  return { cards: shown, isPending: isPending || (shown === undefined && cards !== undefined) };
}
