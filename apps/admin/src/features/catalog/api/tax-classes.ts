import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_TEXT } from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

/** The store's tax classes for the product and category forms' select; they change rarely. */
export const taxClassesQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'tax-classes'],
    queryFn: async ({ signal }) =>
      (await adminApi.call('adminListTaxClasses', { signal, errorMessage: ADMIN_TEXT.common.loadFailed }))
        .data,
    staleTime: 5 * 60_000,
  });

export const useTaxClasses = () => useQuery(taxClassesQueryOptions());
