import type { ErrorBody } from '@bazaar/shared';

/** An error answer from our API, with the HTTP status so callers can branch on 401/404. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds, from Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Builds a query string; arrays become repeated keys (?brand=a&brand=b) as the API expects. */
export function toSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function toApiError(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get('retry-after')) || undefined;
  try {
    const body = (await res.json()) as Partial<ErrorBody>;
    if (body.error)
      return new ApiError(res.status, body.error.code, body.error.message, body.error.fields, retryAfter);
  } catch {
    // Not our JSON (a proxy page, an empty 502): fall through to a generic error.
  }
  return new ApiError(res.status, 'HTTP_' + res.status, res.statusText || 'Request failed');
}

/**
 * How requests go out: the browser's fetch. The server's render swaps in its own (apps/api answers
 * the page's calls in-process, with the visitor's cookie), through setTransport.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only: where apiRequest sends its calls. */
export function setTransport(send: typeof fetch) {
  transport = send;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await transport(path, {
    method,
    credentials: 'same-origin',
    signal: options.signal,
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, { signal });

export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

/** The server had no room to store the write (507): nothing was saved, and it may work later. */
export const isOutOfStorage = (e: unknown): e is ApiError => isApiError(e, 507);
