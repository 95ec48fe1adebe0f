import { HttpError } from 'react-admin';

/** The bearer token shared with the customer SPA (same origin, same key). */
export const AUTH_TOKEN_KEY = 'auth_token';

export const tokenStore = {
  get(): string | null {
    try {
      return window.localStorage.getItem(AUTH_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    } catch {
      // The session then lasts as long as the page.
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(AUTH_TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
  },
};

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  /** Send the stored bearer token (default). */
  auth?: boolean;
  /** Send this bearer token instead of the stored one. */
  token?: string;
  signal?: AbortSignal;
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API and resolves with its JSON answer (typed by contract, not validated).
 * Failures reject with react-admin's HttpError, whose `status` drives authProvider.checkError.
 */
export async function fetchApi<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = request.auth === false ? null : (request.token ?? tokenStore.get());
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(apiUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new HttpError('Network error. Please check your connection and try again.', 0);
  }

  const body = await readJson(response);
  if (!response.ok) throw new HttpError(detailOf(body, response.status), response.status, body);
  return body as T;
}
