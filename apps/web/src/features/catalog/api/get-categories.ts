import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';

export async function getCategories(signal?: AbortSignal) {
  const answer = await api.call('listCategories', { signal, errorMessage: FETCH_ERRORS.categories });
  return answer.data;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
