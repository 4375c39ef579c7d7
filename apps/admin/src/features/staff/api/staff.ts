import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXT } from '@zari/contract';
import type { StaffGrant } from '@zari/contract/schemas';
import { adminApi } from '@/lib/admin-api';
import { pagedQueryOptions } from '@/lib/paged';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

const STAFF_ROOT = [...ADMIN_QUERY_ROOT, 'staff'] as const;

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: STAFF_ROOT,
    queryFn: async ({ signal }) =>
      (await adminApi.call('adminListStaff', { signal, errorMessage: ADMIN_TEXT.common.loadFailed })).data,
  });

export const useStaff = () => useQuery(staffQueryOptions());

export function useGrantStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffGrant) =>
      adminApi.call('adminGrantStaff', { body, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ROOT }),
  });
}

export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminApi.call('adminRevokeStaff', { params: { id }, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ROOT }),
  });
}

/** The audit log's filters as the screen keeps them in its address (issue 31); empty means any. */
export interface AuditFilters {
  actorId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const auditQueryOptions = (filters: AuditFilters = {}) =>
  pagedQueryOptions([...ADMIN_QUERY_ROOT, 'audit', filters], (cursor, signal) =>
    adminApi.call('adminListAudit', {
      query: { ...filters, cursor: cursor },
      signal,
      errorMessage: ADMIN_TEXT.common.loadFailed,
    }),
  );

export const useAudit = (filters: AuditFilters = {}) => useInfiniteQuery(auditQueryOptions(filters));
