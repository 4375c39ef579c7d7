import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';
import { ORDERS_QUERY_ROOT } from './get-user-orders';

export function cancelOrder(orderId: string) {
  return api.call('cancelOrder', { params: { id: orderId }, errorMessage: FETCH_ERRORS.cancelOrder });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
