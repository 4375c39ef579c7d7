/**
 * The back office's typed calls: `adminApi.call(name, options)` for a route of the contract's ADMIN_ROUTES,
 * with method and path from ADMIN_API_ENDPOINTS and types from the route table (type-only import). Uploads go
 * through XMLHttpRequest, the one browser API that reports upload progress.
 */
import { ADMIN_API_ENDPOINTS, type AdminRouteName, buildApiPath } from '@zari/contract';
import type { ADMIN_ROUTES } from '@zari/contract/schemas';
import type { z } from 'zod';
import { API_ORIGIN, ApiError, type QueryValue, type RequestOptions, request } from '@/lib/api';

type Route<K extends AdminRouteName> = (typeof ADMIN_ROUTES)[K];
type Input<T> = T extends z.ZodType ? z.input<T> : never;

export type AdminAnswer<K extends AdminRouteName> = z.output<Route<K>['response']>;
export type AdminData<K extends AdminRouteName> = AdminAnswer<K> extends { data: infer D } ? D : never;
type AdminBody<K extends AdminRouteName> = Route<K> extends { body: infer B } ? Input<B> : never;
type AdminParams<K extends AdminRouteName> = Route<K> extends { params: infer P } ? Input<P> : never;
type AdminQuery<K extends AdminRouteName> = Route<K> extends { querystring: infer Q } ? Input<Q> : never;

type Part<Name extends string, T> = [T] extends [never]
  ? { [P in Name]?: never }
  : Record<never, never> extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

export type AdminCallOptions<K extends AdminRouteName> = Part<'params', AdminParams<K>> &
  Part<'query', AdminQuery<K>> &
  Part<'body', AdminBody<K>> & {
    signal?: AbortSignal;
    /** The contract's message thrown when the call fails. */
    errorMessage: string;
  };

function call<K extends AdminRouteName>(name: K, options: AdminCallOptions<K>): Promise<AdminAnswer<K>> {
  return request<AdminAnswer<K>>(ADMIN_API_ENDPOINTS[name], options as RequestOptions);
}

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
): Promise<AdminAnswer<K>> {
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
        resolve(payload as AdminAnswer<K>);
        return;
      }
      const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
      reject(new ApiError(options.errorMessage, xhr.status, serverMessage));
    };
    xhr.onerror = () => reject(new ApiError(options.errorMessage, 0));
    xhr.send(form);
  });
}

export const adminApi = { call, upload };

/** What to show for a failed call: the server's own words when it gave them (they are the contract's). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return fallback;
}

export type { QueryValue };
