import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';
import type { ProductListResponse, RouteQuery } from '@zari/contract/schemas';

/** These pages hold full products: a query without `view=card` is answered as SPEC §7 describes. */
export type ProductsQuery = Omit<RouteQuery<'listProducts'>, 'view'>;

/** One page of products; the server searches, filters and sorts so nothing sends the whole catalogue. */
async function getProductPage(query: ProductsQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  const page = await api.call('listProducts', { query, signal, errorMessage: FETCH_ERRORS.products });
  return page as ProductListResponse;
}

export async function getProducts(query: ProductsQuery = {}, signal?: AbortSignal) {
  return (await getProductPage(query, signal)).data;
}

export const productsQueryOptions = (query: ProductsQuery = {}) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export const useProducts = (query: ProductsQuery = {}, enabled = true) =>
  useQuery({ ...productsQueryOptions(query), enabled });

/** The catalogue page by page, following the server's cursor (DESIGN §8: nothing sends it whole). */
export const productPagesQueryOptions = (query: Omit<ProductsQuery, 'cursor'> = {}) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', query],
    queryFn: ({ pageParam, signal }) => getProductPage({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useProductPages = (query: Omit<ProductsQuery, 'cursor'> = {}) =>
  useInfiniteQuery(productPagesQueryOptions(query));
