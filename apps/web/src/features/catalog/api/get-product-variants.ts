import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';

export async function getProductVariants(productId: string, signal?: AbortSignal) {
  const answer = await api.call('listProductVariants', {
    params: { productId },
    signal,
    errorMessage: FETCH_ERRORS.productVariants,
  });
  return answer.data;
}

export const productVariantsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['product-variants', productId],
    queryFn: ({ signal }) => getProductVariants(productId, signal),
  });

export const useProductVariants = (productId: string) => useQuery(productVariantsQueryOptions(productId));
