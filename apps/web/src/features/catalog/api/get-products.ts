import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API_PATHS, FETCH_ERRORS, type Product } from '@zari/contract';
import type { ProductListQuery } from '@zari/contract/schemas';
import { apiRequest } from '@/lib/api';
import type { Envelope, ListEnvelope } from './envelope';

/** One page of products; the server searches, filters and sorts so nothing sends the whole catalogue. */
export async function getProducts(query: ProductListQuery = {}, signal?: AbortSignal): Promise<Product[]> {
  return (await getProductPage(query, signal)).data;
}

export const productsQueryOptions = (query: ProductListQuery = {}) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export const useProducts = (query: ProductListQuery = {}, enabled = true) =>
  useQuery({ ...productsQueryOptions(query), enabled });

async function getProductPage(query: ProductListQuery, signal?: AbortSignal) {
  return apiRequest<ListEnvelope<Product>>(API_PATHS.products, {
    query: { ...query },
    signal,
    errorMessage: FETCH_ERRORS.products,
  });
}

/** The catalogue page by page, following the server's cursor (DESIGN §8: nothing sends it whole). */
export const productPagesQueryOptions = (query: Omit<ProductListQuery, 'cursor'> = {}) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', query],
    queryFn: ({ pageParam, signal }) => getProductPage({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useProductPages = (query: Omit<ProductListQuery, 'cursor'> = {}) =>
  useInfiniteQuery(productPagesQueryOptions(query));

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
