/**
 * The TanStack Query client both browser apps start with: answers stay fresh a minute, a window's focus does
 * not refetch, and a 4xx is never asked again (it will not get better); other failures twice more.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './index.js';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
