import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { ACCOUNT_QUERY_ROOT } from '@zari/auth';
import { type DataExport, FETCH_ERRORS } from '@zari/contract';

/** Issue 34: asks for a file of the shopper's data; it is prepared in the background. */
export function useRequestDataExport(userId: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await api.call('requestDataExport', {
          params: { userId },
          errorMessage: FETCH_ERRORS.dataExport,
        })
      ).data,
  });
}

/** The export's status, polled every 1.5 s until it is ready (or failed). */
export function useDataExport(userId: string, exportId: string | undefined) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'data-export', userId, exportId],
    enabled: Boolean(exportId),
    queryFn: async ({ signal }) =>
      (
        await api.call('getDataExport', {
          params: { userId, exportId: exportId as string },
          signal,
          errorMessage: FETCH_ERRORS.dataExport,
        })
      ).data,
    refetchInterval: (query) => {
      const status = (query.state.data as DataExport | undefined)?.status;
      return status === 'queued' || status === 'running' ? 1500 : false;
    },
  });
}

/**
 * Whether the account may be deleted now, or what still holds it (orders, returns, refunds in progress): the
 * screen shows the reason instead of the button while it is held.
 */
export const erasureStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'erasure', userId],
    queryFn: async ({ signal }) =>
      (
        await api.call('getErasureStatus', {
          params: { userId },
          signal,
          errorMessage: FETCH_ERRORS.erasureStatus,
        })
      ).data,
  });

export const useErasureStatus = (userId: string) => useQuery(erasureStatusQueryOptions(userId));

/** Sends the code that confirms deleting the account. */
export function useSendEraseCode(userId: string) {
  return useMutation({
    mutationFn: () => api.call('sendEraseOtp', { params: { userId }, errorMessage: FETCH_ERRORS.eraseOtp }),
  });
}

/** Deletes the account with the code (irreversible); the server ends the session. */
export function useDeleteAccount(userId: string) {
  return useMutation({
    mutationFn: (otp: string) =>
      api.call('deleteUser', { params: { userId }, body: { otp }, errorMessage: FETCH_ERRORS.deleteAccount }),
  });
}
