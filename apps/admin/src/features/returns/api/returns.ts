import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXT, type AdminReturnPatch, type ReturnState } from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

const RETURNS_ROOT = [...ADMIN_QUERY_ROOT, 'returns'] as const;

export const returnsQueryOptions = (state: ReturnState | undefined) =>
  queryOptions({
    queryKey: [...RETURNS_ROOT, 'list', state ?? 'all'],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminListReturns', {
          query: { state },
          signal,
          errorMessage: ADMIN_TEXT.common.loadFailed,
        })
      ).data,
  });

export const useReturns = (state: ReturnState | undefined) => useQuery(returnsQueryOptions(state));

export const returnQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...RETURNS_ROOT, 'one', id],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminGetReturn', {
          params: { id },
          signal,
          errorMessage: ADMIN_TEXT.common.loadFailed,
        })
      ).data,
  });

export const useReturn = (id: string) => useQuery(returnQueryOptions(id));

/** One of staff's steps; the queue and the return are fetched again after it. */
export function useUpdateReturn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminReturnPatch) =>
      adminApi.call('adminUpdateReturn', {
        params: { id },
        body,
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RETURNS_ROOT }),
  });
}
