import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_TEXT } from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'summary'],
    queryFn: async ({ signal }) =>
      (await adminApi.call('adminSummary', { signal, errorMessage: ADMIN_TEXT.dashboard.loadFailed })).data,
  });

export const useSummary = () => useQuery(summaryQueryOptions());
