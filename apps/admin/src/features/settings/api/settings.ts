import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ORIGIN, ApiError } from '@zari/api-client';
import { ADMIN_API_PATHS, ADMIN_TEXT, type StoreSettingsPatch, TAX_TEXT } from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

const SETTINGS_ROOT = [...ADMIN_QUERY_ROOT, 'settings'] as const;

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: SETTINGS_ROOT,
    queryFn: async ({ signal }) =>
      (await adminApi.call('adminGetSettings', { signal, errorMessage: ADMIN_TEXT.common.loadFailed })).data,
  });

export const useSettings = () => useQuery(settingsQueryOptions());

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsPatch) =>
      adminApi.call('adminUpdateSettings', { body, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: (answer) => queryClient.setQueryData(SETTINGS_ROOT, answer.data),
  });
}

/**
 * The month's GSTR-1 zip, fetched with the session's cookie and handed to the browser as a file: a fetch
 * rather than a plain link, so a refusal (a bad month, a session that ended) shows its message here instead
 * of a page of JSON.
 */
export async function downloadGstr1(month: string): Promise<void> {
  const url = `${API_ORIGIN}${ADMIN_API_PATHS.gstr1}?month=${encodeURIComponent(month)}`;
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/zip' } });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message : undefined;
    throw new ApiError(TAX_TEXT.reports.failed, response.status, message);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = TAX_TEXT.reports.fileName(month);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL may go once this task ends.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
