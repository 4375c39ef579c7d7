/** The shopper's orders (SPEC §7): the cached list, refreshed after placing or cancelling an order. */

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, FETCH_ERRORS, type Order, type OrderPayload } from '@zari/contract';
import { apiRequest, assetUrl } from '@/lib/api';

export const ORDERS_QUERY_ROOT = ['orders'] as const;

interface OrdersAnswer {
  success: boolean;
  data: Order[];
}

/** SPEC §7: non-absolute image paths are prefixed with the API host. */
const withAbsoluteImages = (order: Order): Order => ({
  ...order,
  products: order.products.map((line) => ({
    ...line,
    product: { ...line.product, images: line.product.images.map(assetUrl) },
  })),
});

export async function fetchUserOrders(userId: string, signal?: AbortSignal) {
  const answer = await apiRequest<OrdersAnswer>(API_PATHS.userOrders, {
    params: { userId },
    signal,
    errorMessage: FETCH_ERRORS.userOrders,
  });
  return answer.data.map(withAbsoluteImages);
}

export const userOrdersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_ROOT, userId],
    queryFn: ({ signal }) => fetchUserOrders(userId as string, signal),
    enabled: Boolean(userId),
  });

export function useUserOrders(userId: string | undefined) {
  return useQuery(userOrdersQuery(userId));
}

export function createOrder(payload: OrderPayload) {
  return apiRequest<{ success: boolean; message?: string; data: { _id: string } }>(API_PATHS.createOrder, {
    method: 'POST',
    json: payload,
    errorMessage: FETCH_ERRORS.createOrder,
  });
}

export function cancelOrder(orderId: string) {
  return apiRequest<{ success: boolean; message?: string }>(API_PATHS.cancelOrder, {
    method: 'PUT',
    params: { id: orderId },
    json: {},
    errorMessage: FETCH_ERRORS.cancelOrder,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
