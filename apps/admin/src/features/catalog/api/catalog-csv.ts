import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ORIGIN, ApiError } from '@zari/api-client';
import { ADMIN_API_PATHS, ADMIN_TEXT } from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

/** The catalogue's CSV (issue 31), fetched with the session and handed to the browser as catalogue.csv. */
export async function downloadCatalogCsv() {
  const response = await fetch(`${API_ORIGIN}${ADMIN_API_PATHS.catalogCsv}`, {
    credentials: 'include',
    headers: { accept: 'text/csv' },
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message : undefined;
    throw new ApiError(ADMIN_TEXT.catalogCsv.exportFailed, response.status, message);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = ADMIN_TEXT.catalogCsv.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** A check (`dryRun`) or the import itself; an import refreshes every product list and the dashboard. */
export function useImportCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) =>
      adminApi.call('adminImportCatalog', { body, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: (answer) => {
      if (!answer.data.dryRun) void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
    },
  });
}
