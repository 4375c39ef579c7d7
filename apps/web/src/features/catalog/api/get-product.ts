import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';

export async function getProduct(id: string, signal?: AbortSignal) {
  const answer = await api.call('getProduct', { params: { id }, signal, errorMessage: FETCH_ERRORS.product });
  return answer.data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
