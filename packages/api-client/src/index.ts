/**
 * The one way both browser apps call the API: `api.call(name, options)` for a route of the storefront's table,
 * and `createApiClient(table)` for another endpoint table (the back office, apps/admin, builds its client from
 * ADMIN_API_ENDPOINTS, so its paths never enter the storefront's build). Method and path come from the endpoint table; request and answer types from
 * `ROUTES`, imported as types only so zod never reaches the browser. Every call sends the session cookie; a
 * failed call throws one `ApiError` carrying the status and the contract's message for that call (SPEC §8),
 * plus the server's own message.
 */
import { API_ENDPOINTS, buildApiPath } from '@zari/contract';
import type { AnyRouteName, RouteBody, RouteParams, RouteQuery, RouteResponse } from '@zari/contract/schemas';

/** Empty means same origin: `pnpm start` serves the API and both apps from one process. */
export const API_ORIGIN: string =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

/**
 * How a request reaches the API: the browser's fetch, or on the server a call into the same process
 * (entry-server.tsx), which renders anonymously and so never forwards a cookie.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(fetchImplementation: typeof fetch) {
  transport = fetchImplementation;
}

/** The `{ success, message?, data? }` answer of a route (DESIGN §3), as the contract declares it. */
export type ApiAnswer<K extends AnyRouteName> = RouteResponse<K>;

/** The `data` of a route's answer. */
export type ApiData<K extends AnyRouteName> = ApiAnswer<K> extends { data: infer D } ? D : never;

/** A failed call: `status` is the HTTP status, or 0 when the request never reached the server. */
export class ApiError extends Error {
  constructor(
    /** The contract's message for this call's failure (SPEC §8). */
    message: string,
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
    /** The message's stable code and values (issue 35), for showing it in the shopper's language. */
    readonly serverCode?: { code: string; params?: readonly (string | number | readonly string[])[] },
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Offline, DNS, refused: nothing answered. */
  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

/** A list value repeats its key (`size=M&size=L`), as the listing filters expect. */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** `params` and `query` are required exactly when the route declares one with a required field. */
type Part<Name extends string, T> = [T] extends [never]
  ? { [P in Name]?: never }
  : Record<never, never> extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

/** Routes without a JSON body schema parse their own multipart body, so they may be sent a form. */
type BodyPart<K extends AnyRouteName> = [RouteBody<K>] extends [never]
  ? { body?: FormData }
  : { body: RouteBody<K> | FormData };

export type CallOptions<K extends AnyRouteName> = Part<'params', RouteParams<K>> &
  Part<'query', RouteQuery<K>> &
  BodyPart<K> & {
    /** Extra request headers, e.g. `Idempotency-Key` on order and payment creation. */
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** The contract's message thrown when the call fails (SPEC §8 fetch failures). */
    errorMessage: string;
  };

function apiUrl(path: string, params?: Record<string, string>, query?: Record<string, QueryValue>) {
  const url = `${API_ORIGIN}${buildApiPath(path, params)}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of typeof value === 'object' ? value : [value]) {
      if (item !== undefined && item !== '') search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

/** What `request` needs, untyped: `createApiClient` types it per route. */
interface RequestOptions {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  errorMessage: string;
}

/** One JSON call with the session cookie; a failure throws `ApiError` with the caller's message. */
async function request<T>(endpoint: Endpoint, options: RequestOptions): Promise<T> {
  const { method, path } = endpoint;
  const { params, query, body, signal, errorMessage } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) requestBody = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await transport(apiUrl(path, params, query), {
      method,
      headers,
      body: requestBody,
      signal,
      credentials: 'include',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(errorMessage, 0);
  }
  const payload = (await response.json().catch(() => null)) as {
    message?: unknown;
    code?: unknown;
    params?: unknown;
  } | null;
  if (!response.ok) {
    const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
    const serverCode =
      typeof payload?.code === 'string'
        ? {
            code: payload.code,
            ...(Array.isArray(payload.params)
              ? { params: payload.params as readonly (string | number | readonly string[])[] }
              : {}),
          }
        : undefined;
    throw new ApiError(errorMessage, response.status, serverMessage, serverCode);
  }
  return payload as T;
}

/** A route's method and path, as the contract's endpoint tables hold them. */
export interface Endpoint {
  readonly method: string;
  readonly path: string;
}

/** A typed client for one of the contract's endpoint tables (`API_ENDPOINTS`, `ADMIN_API_ENDPOINTS`). */
export function createApiClient<Table extends { readonly [K in AnyRouteName]?: Endpoint }>(endpoints: Table) {
  return {
    call<K extends keyof Table & AnyRouteName>(name: K, options: CallOptions<K>): Promise<ApiAnswer<K>> {
      return request<ApiAnswer<K>>(endpoints[name] as Endpoint, options as RequestOptions);
    },
  };
}

/** The storefront's client. */
export const api = createApiClient(API_ENDPOINTS);

/** SPEC §7: relative image paths are prefixed with the API host; absolute ones are kept. */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${API_ORIGIN}${path.startsWith('/') ? '' : '/'}${path}`;
}
