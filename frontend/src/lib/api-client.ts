import { AUTH_TOKEN_KEY, authToken } from '@api/auth-token';
import {
  createTransport,
  createTypedApi,
  readBody,
  sleep,
  type ApiSchema,
  type CallOptions as TransportOptions,
} from '@api/client';
import { API_BASE_URL } from '../config/api';

export type { ApiSchema } from '@api/client';

/** One entry of the API's field-by-field validation report. */
export type ApiFieldError = ApiSchema<'FieldError'>;

/** The JSON body every API error answers with. */
export type ApiErrorBody = ApiSchema<'ErrorBody'>;

export const NETWORK_ERROR_DETAIL = 'Network error. Please try again.';
export const SERVER_ERROR_DETAIL = 'Something went wrong on our side. Please try again.';

/** Every failed call rejects with this: `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed response body, usually an {@link ApiErrorBody}. */
  readonly data: unknown;
  /** A message a person can read: the server's `detail`, or a generic one. */
  readonly detail: string;

  constructor(status: number, data: unknown, detail: string, options?: ErrorOptions) {
    super(detail, options);
    this.status = status;
    this.data = data;
    this.detail = detail;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get fieldErrors(): ApiFieldError[] {
    return isApiErrorBody(this.data) && Array.isArray(this.data.errors) ? this.data.errors : [];
  }

  get correlationId(): string | undefined {
    return isApiErrorBody(this.data) ? this.data.correlation_id : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isApiErrorBody(data: unknown): data is ApiErrorBody {
  return (
    typeof data === 'object' && data !== null && typeof Reflect.get(data, 'detail') === 'string'
  );
}

// ---- Pure rules (unit-tested in api-client.spec.ts) ----

export function errorDetail(data: unknown, status: number): string {
  if (isApiErrorBody(data) && data.detail.trim() !== '') return data.detail;
  if (status >= 500) return SERVER_ERROR_DETAIL;
  return `Request failed with status ${status}.`;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${url}?${encoded}` : url;
}

export function buildHeaders(
  body: unknown,
  token: string | null,
  accept = 'application/json',
): Headers {
  const headers = new Headers({ Accept: accept });
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

/** The file name from a Content-Disposition header (RFC 6266 `filename*` wins), made safe. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    if (plain) name = (plain[2] ?? plain[1]).replace(/\\(.)/g, '$1').trim();
  }
  if (!name) return null;
  // Never let a server-chosen name point outside the download folder.
  const safe = Array.from(name.replace(/[/\\]/g, '_'))
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f')
    .join('')
    .trim();
  return safe && safe !== '.' && safe !== '..' ? safe : null;
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One Server-Sent Event: its `event:` name (default "message") and its `data:` lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive (WHATWG rules for the fields we use:
 * `event`, `data`, comments and blank-line dispatch; CRLF and LF line ends).
 */
export async function* parseServerSentEvents(
  chunks: AsyncIterable<string>,
): AsyncGenerator<ServerSentEvent> {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  for await (const chunk of chunks) {
    buffer += chunk;
    let lineEnd: number;
    while ((lineEnd = buffer.search(/\r\n|\n|\r/)) !== -1) {
      const line = buffer.slice(0, lineEnd);
      buffer = buffer.slice(lineEnd + (buffer.startsWith('\r\n', lineEnd) ? 2 : 1));
      if (line === '') {
        if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  }
}

async function* textChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        const rest = decoder.decode();
        if (rest) yield rest;
        return;
      }
      yield decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
}

// ---- The client ----

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions extends TransportOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  query?: QueryParams;
  /** The Accept header (default application/json). */
  accept?: string;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClientDeps {
  baseUrl: string;
  /** Where the typed calls go (their paths start with /api); the page's origin by default. */
  origin?: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  saveBlob: (blob: Blob, filename: string) => void;
  /** A call made with the stored token was refused with 401: the session has ended. */
  onSessionEnded?: () => void;
}

const toApiError = (status: number, data: unknown, cause?: unknown) =>
  status === 0
    ? new ApiError(0, null, NETWORK_ERROR_DETAIL, { cause })
    : new ApiError(status, data, errorDetail(data, status));

export function createApiClient(deps: ApiClientDeps) {
  const transport = createTransport({ ...deps, toError: toApiError });

  /** Sends a request, retrying network errors and 5xx answers; resolves with a 2xx response. */
  function send(path: string, options: RequestOptions = {}): Promise<Response> {
    const init = {
      method: options.method ?? 'GET',
      headers: buildHeaders(options.body, transport.tokenFor(options), options.accept),
      body: encodeBody(options.body),
    };
    return transport.send(buildUrl(deps.baseUrl, path, options.query), init, options);
  }

  /** The answer's JSON body, typed by the API contract (not validated at run time). */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await send(path, options);
    try {
      return (await readBody(response)) as T;
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, null, NETWORK_ERROR_DETAIL, { cause });
    }
  }

  return {
    /** Typed calls: `api.GET('/api/plans', { signal })` resolves with the answer's data. */
    ...createTypedApi(
      deps.origin ?? globalThis.location?.origin ?? 'http://localhost',
      transport.sendRequest,
    ),
    /** POSTs multipart form data (the browser sets the boundary). */
    upload: <T>(path: string, formData: FormData, options?: CallOptions) =>
      request<T>(path, { ...options, method: 'POST', body: formData }),
    /**
     * Fetches a file (GET, or POST with a JSON body) and saves it, named by Content-Disposition
     * when the server sends one. Resolves with the saved name.
     */
    async download(
      path: string,
      filename: string,
      options?: CallOptions & { body?: unknown },
    ): Promise<string> {
      const method = options?.body === undefined ? 'GET' : 'POST';
      const response = await send(path, { accept: '*/*', ...options, method });
      const blob = await response.blob();
      const name =
        filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? filename;
      deps.saveBlob(blob, name);
      return name;
    },
    /**
     * POSTs a JSON body and reads the answer as Server-Sent Events. Refusals before the stream
     * opens are ordinary errors (retried by the usual rule); events arrive as the server sends them.
     */
    async *events(
      path: string,
      body: unknown,
      options?: CallOptions,
    ): AsyncGenerator<ServerSentEvent> {
      const response = await send(path, {
        accept: 'text/event-stream',
        ...options,
        method: 'POST',
        body,
      });
      if (!response.body) throw new ApiError(0, null, NETWORK_ERROR_DETAIL);
      try {
        yield* parseServerSentEvents(textChunks(response.body));
      } catch (cause) {
        if (options?.signal?.aborted) throw cause;
        throw new ApiError(0, null, NETWORK_ERROR_DETAIL, { cause });
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one HTTP client of the SPA. */
export const api: ApiClient = createApiClient({
  baseUrl: API_BASE_URL,
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => authToken.get(),
  sleep,
  saveBlob,
  // Ended elsewhere (deactivated, signed out, password reset): sign this page out as well; the
  // auth provider follows storage events.
  onSessionEnded: () => {
    authToken.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY }));
  },
});
