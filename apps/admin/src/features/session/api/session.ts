import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

/** The signed-in user as the server knows them now: the role decides what the back office opens. */
export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'me'],
    queryFn: async ({ signal }) =>
      (await api.call('getMe', { signal, errorMessage: FETCH_ERRORS.currentUser })).data,
    staleTime: 30_000,
  });

export const useAdminSession = () => useQuery(adminSessionQueryOptions());
