import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';
import type { ProductListResponse } from '@zari/contract/schemas';

export async function getProductsByCategory(categoryId: string, signal?: AbortSignal) {
  const answer = await api.call('listProductsByCategory', {
    params: { categoryId },
    signal,
    errorMessage: FETCH_ERRORS.productsByCategory,
  });
  // Asked without `view=card`, the answer holds full products (SPEC §7).
  return (answer as ProductListResponse).data;
}

export const productsByCategoryQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: ['products', 'category', categoryId],
    queryFn: ({ signal }) => getProductsByCategory(categoryId, signal),
  });

export const useProductsByCategory = (categoryId: string | undefined) =>
  useQuery({ ...productsByCategoryQueryOptions(categoryId ?? ''), enabled: Boolean(categoryId) });
