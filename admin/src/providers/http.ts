import { authToken } from '@api/auth-token';
import { createTransport, createTypedApi, readBody, sleep, type CallOptions } from '@api/client';
import { HttpError } from 'react-admin';

export type { ApiSchema } from '@api/client';

/** The one token reader of the console: the SPA's (same origin, same key). */
export const tokenStore = authToken;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.append(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${url}?${encoded}` : url;
}

function detailOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const detail = Reflect.get(body, 'detail');
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return status >= 500 ? 'The server had a problem. Please try again.' : `HTTP error ${status}`;
}

// react-admin's HttpError: its `status` drives authProvider.checkError.
const toHttpError = (status: number, data: unknown) =>
  status === 0
    ? new HttpError('Network error. Please check your connection and try again.', 0)
    : new HttpError(detailOf(data, status), status, data);

const transport = createTransport({
  fetch: (url, init) => window.fetch(url, init),
  getToken: () => tokenStore.get(),
  sleep,
  toError: toHttpError,
});

/** Typed calls of the console: `api.GET('/api/auth/me', { signal })` resolves with the data. */
export const api = createTypedApi(window.location.origin, transport.sendRequest);

/**
 * The data provider's calls, whose path is built from a resource name at run time (so not
 * typed by path); same rules as `api`. Resolves with the JSON answer.
 */
export async function fetchApi<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = transport.tokenFor(request);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init = {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  };
  const response = await transport.send(apiUrl(path, request.query), init, request);
  return (await readBody(response)) as T;
}
