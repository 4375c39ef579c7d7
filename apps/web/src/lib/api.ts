/**
 * The storefront's one way to call the API. Paths come from @zari/contract; every call sends the session
 * cookie, and a non-OK answer becomes an ApiError carrying the server's message and status, so features
 * can map statuses to the toasts of SPEC §8.
 */
import { buildApiPath } from '@zari/contract';

/** Empty means same origin: `pnpm start` serves the API and the storefront from one process. */
export const API_ORIGIN: string =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never reached the server (offline, DNS, refused). */
export class NetworkError extends Error {
  constructor() {
    super('Network request failed');
    this.name = 'NetworkError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** The message thrown when the answer is not OK and carries none (SPEC §8 fetch failures). */
  errorMessage: string;
}

export function apiUrl(path: string, params?: Record<string, string>, query?: ApiRequestOptions['query']) {
  const url = `${API_ORIGIN}${buildApiPath(path, params)}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const { method = 'GET', params, query, json, formData, signal, errorMessage } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (formData) body = formData;
  else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, params, query), {
      method,
      headers,
      body,
      signal,
      credentials: 'include',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
  const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) {
    const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
    throw new ApiError(errorMessage, response.status, serverMessage);
  }
  return payload as T;
}

/** SPEC §7: relative image paths are prefixed with the API host; absolute ones are kept. */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${API_ORIGIN}${path.startsWith('/') ? '' : '/'}${path}`;
}
