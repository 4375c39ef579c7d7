import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS, type ShopperOrder } from '@zari/contract';
import { ORDERS_QUERY_ROOT, withAbsoluteImages } from './get-user-orders';

/** One of the shopper's orders with its timeline (issue 32); another's or an unknown id is a 404. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<ShopperOrder> {
  const answer = await api.call('getUserOrder', {
    params: { id: orderId },
    signal,
    errorMessage: FETCH_ERRORS.order,
  });
  return withAbsoluteImages(answer.data);
}

/** Under the orders' root, so a cancel (which refreshes the root) refreshes the detail too. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_ROOT, 'detail', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));
