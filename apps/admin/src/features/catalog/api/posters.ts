import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXT } from '@zari/contract';
import type { AdminPosterUpdate } from '@zari/contract/schemas';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

export const postersQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'posters'],
    queryFn: async ({ signal }) =>
      (await adminApi.call('adminListPosters', { signal, errorMessage: ADMIN_TEXT.common.loadFailed })).data,
  });

export const usePosters = () => useQuery(postersQueryOptions());

export function useSavePoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: AdminPosterUpdate }) =>
      adminApi.call('adminUpdatePoster', {
        params: { name: name as never },
        body,
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postersQueryOptions().queryKey }),
  });
}
