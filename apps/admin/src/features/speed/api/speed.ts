import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_TEXT, type RumWindow } from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

export const speedQueryOptions = (window: RumWindow) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'speed', window],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminSpeed', {
          query: { window },
          signal,
          errorMessage: ADMIN_TEXT.speed.loadFailed,
        })
      ).data,
  });

export const useSpeed = (window: RumWindow) => useQuery(speedQueryOptions(window));
