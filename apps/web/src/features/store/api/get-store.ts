import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { TAX_TEXT } from '@zari/contract';

export async function getStore(signal?: AbortSignal) {
  const answer = await api.call('getStore', { signal, errorMessage: TAX_TEXT.storeLoadFailed });
  return answer.data;
}

/**
 * Who the seller is (`GET /api/store`), cached like the catalogue: the API keeps it in its catalogue cache
 * (dropped when the owner saves), and a page keeps it for five minutes. The frame's loader prefetches it,
 * so the server's HTML (no-JS shoppers, crawlers) carries the footer's seller and grievance officer.
 */
export const storeQueryOptions = () =>
  queryOptions({
    queryKey: ['store'],
    queryFn: ({ signal }) => getStore(signal),
    staleTime: 5 * 60_000,
  });

export const useStore = () => useQuery(storeQueryOptions());
