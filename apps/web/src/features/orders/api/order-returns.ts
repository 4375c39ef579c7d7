/** An order's returns (issue 33): what may be returned and the returns so far; asking for one; a photo for it. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { type CreateReturnRequest, RETURN_FLOW_TEXT } from '@zari/contract';
import { useText } from '@/lib/i18n';
import { ORDERS_QUERY_ROOT } from './get-user-orders';

export const orderReturnsQueryOptions = (orderId: string, enabled = true) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_ROOT, 'returns', orderId],
    queryFn: async ({ signal }) =>
      (
        await api.call('listOrderReturns', {
          params: { id: orderId },
          signal,
          errorMessage: RETURN_FLOW_TEXT.loadFailed,
        })
      ).data,
    enabled,
  });

export const useOrderReturns = (orderId: string, enabled = true) =>
  useQuery(orderReturnsQueryOptions(orderId, enabled));

export async function uploadReturnPhoto(orderId: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await api.call('uploadReturnPhoto', {
    params: { id: orderId },
    body,
    errorMessage: RETURN_FLOW_TEXT.photoFailed,
  });
  return answer.data.path;
}

export function useCreateReturn(orderId: string) {
  const tx = useText({ RETURN_FLOW_TEXT });
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnRequest) =>
      api.call('createOrderReturn', {
        params: { id: orderId },
        body,
        errorMessage: tx.RETURN_FLOW_TEXT.submitFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderReturnsQueryOptions(orderId).queryKey }),
  });
}
