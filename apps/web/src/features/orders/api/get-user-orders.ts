import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, assetUrl } from '@zari/api-client';
import { ACCOUNT_QUERY_ROOT } from '@zari/auth';
import { FETCH_ERRORS, type Order } from '@zari/contract';

export const ORDERS_QUERY_ROOT = [...ACCOUNT_QUERY_ROOT, 'orders'] as const;

/** SPEC §7: non-absolute image paths are prefixed with the API host. */
export const withAbsoluteImages = <T extends Order>(order: T): T => ({
  ...order,
  products: order.products.map((line) => ({
    ...line,
    product: { ...line.product, images: line.product.images.map(assetUrl) },
  })),
});

export async function getUserOrders(userId: string, signal?: AbortSignal) {
  const answer = await api.call('listUserOrders', {
    params: { userId },
    signal,
    errorMessage: FETCH_ERRORS.userOrders,
  });
  return answer.data.map(withAbsoluteImages);
}

export const userOrdersQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_ROOT, userId],
    queryFn: ({ signal }) => getUserOrders(userId as string, signal),
    enabled: Boolean(userId),
  });

export const useUserOrders = (userId: string | undefined) => useQuery(userOrdersQueryOptions(userId));
