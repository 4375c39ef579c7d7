import { useInfiniteQuery } from '@tanstack/react-query';
import { API_ORIGIN, ApiError } from '@zari/api-client';
import { ADMIN_API_PATHS, ADMIN_TEXT } from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { pagedQueryOptions } from '@/lib/paged';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

export const customersQueryOptions = (q: string) =>
  pagedQueryOptions([...ADMIN_QUERY_ROOT, 'customers', q], (cursor, signal) =>
    adminApi.call('adminListCustomers', {
      query: { q: q || undefined, cursor: cursor },
      signal,
      errorMessage: ADMIN_TEXT.common.loadFailed,
    }),
  );

export const useCustomers = (q: string) => useInfiniteQuery(customersQueryOptions(q));

/** A CSV route fetched with the session and handed to the browser as a file named `fileName`. */
async function downloadCsv(path: string, query: Record<string, string>, fileName: string, failed: string) {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  const url = `${API_ORIGIN}${path}${search.size > 0 ? `?${search}` : ''}`;
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'text/csv' } });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message : undefined;
    throw new ApiError(failed, response.status, message);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL may go once this task ends.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export const downloadCustomersCsv = (q: string) =>
  downloadCsv(
    ADMIN_API_PATHS.customersCsv,
    { q },
    ADMIN_TEXT.customers.fileName,
    ADMIN_TEXT.customers.downloadFailed,
  );

export const downloadOrdersCsv = (from: string, to: string) =>
  downloadCsv(
    ADMIN_API_PATHS.ordersCsv,
    { from, to },
    ADMIN_TEXT.reports.fileName(from, to),
    ADMIN_TEXT.reports.failed,
  );
