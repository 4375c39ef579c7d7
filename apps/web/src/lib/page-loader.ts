import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@zari/api-client';
import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * What a page module (`pages/*.tsx`) may export as `loader`: it fills the router's QueryClient with the
 * first screen's data through the features' query-option factories (`queryClient.ensureQueryData(...)`),
 * so the server renders it into the HTML and the browser hydrates from the same cache. It throws
 * `data(null, { status: 404 })` for something that does not exist, which renders the 404 page with that
 * status. Personal state (bag, wishlist, session, recently viewed) never goes through a loader: the server
 * renders anonymously.
 */
export type PageLoader = (args: LoaderFunctionArgs & { queryClient: QueryClient }) => Promise<unknown>;

/**
 * For a loader's `.catch`: an API 404 (or 400, an id that cannot exist) is the page's 404; any other
 * failure lets the page render its own error state, and the browser ask again.
 */
export function notFoundOnMissing(error: unknown): undefined {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    throw data(null, { status: 404 });
  }
  return undefined;
}
