import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { SOMETHING_WENT_WRONG } from '@zari/contract';
import { ORDERS_QUERY_ROOT } from './get-user-orders';

/** The signed-in shopper confirms their cash-on-delivery order (the order's Confirm button). */
export function confirmOrder(orderId: string) {
  return api.call('confirmOrder', { params: { id: orderId }, errorMessage: SOMETHING_WENT_WRONG });
}

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}

/** Anyone holding the message's link confirms the order with its token, signed in or not. */
export function confirmCodOrder(link: { orderId: string; token: string }) {
  return api.call('confirmCodOrder', { body: link, errorMessage: SOMETHING_WENT_WRONG });
}

export function useConfirmCodOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCodOrder,
    // The shopper's list, if they are signed in on this phone, shows it confirmed too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
