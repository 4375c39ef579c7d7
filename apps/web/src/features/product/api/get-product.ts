import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, FETCH_ERRORS, type Product, type ProductVariant } from '@zari/contract';
import type { Envelope } from '@/features/catalog/api/envelope';
import { apiRequest } from '@/lib/api';

export async function getProduct(id: string): Promise<Product> {
  const answer = await apiRequest<Envelope<Product>>(API_PATHS.product, {
    params: { id },
    errorMessage: FETCH_ERRORS.product,
  });
  return answer.data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));

export async function getProductVariants(productId: string): Promise<ProductVariant[]> {
  const answer = await apiRequest<Envelope<ProductVariant[]>>(API_PATHS.productVariants, {
    params: { productId },
    errorMessage: FETCH_ERRORS.productVariants,
  });
  return answer.data;
}

export const productVariantsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['product-variants', productId], queryFn: () => getProductVariants(productId) });

export const useProductVariants = (productId: string) => useQuery(productVariantsQueryOptions(productId));
