import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXT } from '@zari/contract';
import type { AdminPincodeUpdate } from '@zari/contract/schemas';
import { adminApi } from '@/lib/admin-api';
import { pagedQueryOptions } from '@/lib/paged';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

const PINCODES_ROOT = [...ADMIN_QUERY_ROOT, 'pincodes'] as const;

export const pincodesQueryOptions = (q: string) =>
  pagedQueryOptions([...PINCODES_ROOT, q], (cursor, signal) =>
    adminApi.call('adminListPincodes', {
      query: { q: q || undefined, cursor: cursor },
      signal,
      errorMessage: ADMIN_TEXT.common.loadFailed,
    }),
  );

export const usePincodes = (q: string) => useInfiniteQuery(pincodesQueryOptions(q));

export function useSavePincode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pincode, body }: { pincode: string; body: AdminPincodeUpdate }) =>
      adminApi.call('adminPutPincode', {
        params: { pincode },
        body,
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PINCODES_ROOT }),
  });
}

/** A CSV checked (`dryRun`) or imported; the answer counts rows and lists the bad ones by line. */
export function useImportPincodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) =>
      adminApi.call('adminImportPincodes', { body, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: (answer) => {
      if (!answer.data.dryRun) void queryClient.invalidateQueries({ queryKey: PINCODES_ROOT });
    },
  });
}
