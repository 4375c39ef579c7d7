import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_TEXT,
  type AdminRefundCreate,
  IDEMPOTENCY_KEY_HEADER,
  REFUND_ADMIN_TEXT,
  type RefundStatus,
} from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

const REFUNDS_ROOT = [...ADMIN_QUERY_ROOT, 'refunds'] as const;

export const refundsQueryOptions = (status: RefundStatus | undefined) =>
  queryOptions({
    queryKey: [...REFUNDS_ROOT, 'list', status ?? 'all'],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminListRefunds', {
          query: status ? { status } : {},
          signal,
          errorMessage: REFUND_ADMIN_TEXT.loadFailed,
        })
      ).data,
  });

export const useRefunds = (status: RefundStatus | undefined) => useQuery(refundsQueryOptions(status));

export const orderRefundsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...REFUNDS_ROOT, 'order', orderId],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminListOrderRefunds', {
          params: { id: orderId },
          signal,
          errorMessage: REFUND_ADMIN_TEXT.loadFailed,
        })
      ).data,
  });

export const useOrderRefunds = (orderId: string) => useQuery(orderRefundsQueryOptions(orderId));

/**
 * Refunds an order. One Idempotency-Key per intended refund (`key`, made when the panel opens and renewed
 * after a success), so a double click or a retry after a lost answer refunds once.
 */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: AdminRefundCreate; key: string }) =>
      adminApi.call('adminRefundOrder', {
        params: { id: orderId },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REFUNDS_ROOT }),
        queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'orders'] }),
        queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'summary'] }),
      ]),
  });
}

/**
 * Retries the automatic refund of a payment no order used (sold out, account erased): one the gateway never
 * answered is asked again with its own receipt, a failed one is made again once, so a double click refunds once.
 */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: string) =>
      adminApi.call('adminRetryRefund', {
        params: { id: refundId },
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFUNDS_ROOT }),
  });
}
