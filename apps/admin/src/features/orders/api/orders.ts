import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_TEXT,
  type AdminOrderListQuery,
  type AdminOrderUpdate,
  IDEMPOTENCY_KEY_HEADER,
} from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { pagedQueryOptions } from '@/lib/paged';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

const ORDERS_ROOT = [...ADMIN_QUERY_ROOT, 'orders'] as const;

export type OrderFilters = Pick<AdminOrderListQuery, 'status' | 'q'>;

export const ordersQueryOptions = (filters: OrderFilters) =>
  pagedQueryOptions([...ORDERS_ROOT, 'list', filters], (cursor, signal) =>
    adminApi.call('adminListOrders', {
      query: { ...filters, cursor: cursor },
      signal,
      errorMessage: ADMIN_TEXT.common.loadFailed,
    }),
  );

export const useOrders = (filters: OrderFilters) => useInfiniteQuery(ordersQueryOptions(filters));

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_ROOT, 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminGetOrder', {
          params: { id },
          signal,
          errorMessage: ADMIN_TEXT.orders.loadFailed,
        })
      ).data,
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

export function updateOrder(id: string, body: AdminOrderUpdate) {
  return adminApi.call('adminUpdateOrder', {
    params: { id },
    body,
    errorMessage: ADMIN_TEXT.common.saveFailed,
  });
}

/** One order's move, note or tracking number; the answer is the order as it now stands. */
export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderUpdate) => updateOrder(id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_ROOT, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'summary'] });
    },
  });
}

/** The answer of a call that returns the order as it now stands: the detail is replaced, the lists refreshed. */
function useOrderAction<T>(id: string, action: (input: T) => Promise<{ data: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, answer.data as never);
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_ROOT, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'summary'] });
    },
  });
}

/** Staff's "Create shipment" (issue 32): book (or retry) the packed parcel with the carrier. */
export const useCreateShipment = (id: string) =>
  useOrderAction(id, () =>
    adminApi.call('adminCreateShipment', { params: { id }, errorMessage: ADMIN_TEXT.common.saveFailed }),
  );

/** "Returned to origin" (issue 33): the carrier brought the parcel back undelivered. */
export const useReturnToOrigin = (id: string) =>
  useOrderAction(id, (note: string | undefined) =>
    adminApi.call('adminReturnToOrigin', {
      params: { id },
      body: note ? { note } : {},
      errorMessage: ADMIN_TEXT.common.saveFailed,
    }),
  );

export const invalidateOrders = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ORDERS_ROOT }),
    queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'summary'] }),
  ]);

// The order's message log and staff's resend (issue 32).

export const orderMessagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_ROOT, 'messages', id],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminListOrderMessages', {
          params: { id },
          signal,
          errorMessage: ADMIN_TEXT.orders.messages.loadFailed,
        })
      ).data,
  });

export const useOrderMessages = (id: string) => useQuery(orderMessagesQueryOptions(id));

/**
 * Resends one event: each click carries its own Idempotency-Key, so a retried request queues one delivery,
 * and the server refuses a second while the first still waits. The log then shows the new delivery.
 */
export function useResendMessage(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      adminApi.call('adminResendOrderMessage', {
        params: { id: orderId, eventId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
        errorMessage: ADMIN_TEXT.orders.messages.resendFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderMessagesQueryOptions(orderId).queryKey }),
  });
}
