/**
 * The back office's typed calls: `adminApi.call(name, options)` for a route of the contract's ADMIN_ROUTES,
 * built by the one typed client from ADMIN_API_ENDPOINTS, so the back office's paths travel only in its own
 * chunks. Uploads go through XMLHttpRequest, the one browser API that reports upload progress.
 */

import { API_ORIGIN, type ApiAnswer, ApiError, createApiClient } from '@zari/api-client';
import { ADMIN_API_ENDPOINTS, buildApiPath } from '@zari/contract';

export interface UploadOptions {
  params?: Record<string, string>;
  fields?: Record<string, string>;
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  errorMessage: string;
}

/** A multipart upload of `file` (field `file`) to an upload route, reporting progress. */
function upload<K extends 'adminUploadProductImage' | 'adminUploadImage'>(
  name: K,
  file: File,
  options: UploadOptions,
): Promise<ApiAnswer<K>> {
  const { method, path } = ADMIN_API_ENDPOINTS[name];
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_ORIGIN}${buildApiPath(path, options.params)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let payload: { message?: unknown } | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as { message?: unknown };
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(payload as ApiAnswer<K>);
        return;
      }
      const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
      reject(new ApiError(options.errorMessage, xhr.status, serverMessage));
    };
    xhr.onerror = () => reject(new ApiError(options.errorMessage, 0));
    xhr.send(form);
  });
}

export const adminApi = { ...createApiClient(ADMIN_API_ENDPOINTS), upload };

/** What to show for a failed call: the server's own words when it gave them (they are the contract's). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return fallback;
}
