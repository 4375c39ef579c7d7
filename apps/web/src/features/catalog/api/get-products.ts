import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, FETCH_ERRORS, type Product } from '@zari/contract';
import type { ProductListQuery } from '@zari/contract/schemas';
import { apiRequest } from '@/lib/api';
import type { Envelope, ListEnvelope } from './envelope';

/** One page of products; the server searches, filters and sorts so nothing sends the whole catalogue. */
export async function getProducts(query: ProductListQuery = {}, signal?: AbortSignal): Promise<Product[]> {
  const answer = await apiRequest<ListEnvelope<Product>>(API_PATHS.products, {
    query: { ...query },
    signal,
    errorMessage: FETCH_ERRORS.products,
  });
  return answer.data;
}

export const productsQueryOptions = (query: ProductListQuery = {}) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export const useProducts = (query: ProductListQuery = {}, enabled = true) =>
  useQuery({ ...productsQueryOptions(query), enabled });

export async function getProductsByCategory(categoryId: string): Promise<Product[]> {
  const answer = await apiRequest<Envelope<Product[]>>(API_PATHS.productsByCategory, {
    params: { categoryId },
    errorMessage: FETCH_ERRORS.productsByCategory,
  });
  return answer.data;
}

export const productsByCategoryQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: ['products', 'category', categoryId],
    queryFn: () => getProductsByCategory(categoryId),
  });

export const useProductsByCategory = (categoryId: string | undefined) =>
  useQuery({ ...productsByCategoryQueryOptions(categoryId ?? ''), enabled: Boolean(categoryId) });
