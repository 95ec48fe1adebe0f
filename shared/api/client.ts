import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  RequiredKeysOf,
} from 'openapi-typescript-helpers';
import type { components, paths } from './schema';

/** A schema of the OpenAPI document by name, e.g. `ApiSchema<'UserDto'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

// ---- The spec's call rules, the same in both front ends ----

/** Retries after the first try of a failed call (network error or 5xx). */
export const MAX_RETRIES = 3;

/** Wait before retry number `attempt` (1-based): 1 s, then 2 s, then 3 s. */
export function retryDelayMs(attempt: number): number {
  return 1000 * attempt;
}

/** Status 0 (unreachable) and 5xx are retried; 4xx never are. */
export const isRetryableStatus = (status: number) => status === 0 || status >= 500;

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Per call: which bearer token to send and how many retries to allow. */
export interface CallOptions {
  /** Send the stored bearer token (default); false for calls that must not carry one. */
  auth?: boolean;
  /** Send this bearer token instead of the stored one (e.g. to revoke a session being left). */
  token?: string;
  /** How many times a network error or 5xx answer is retried (default 3). */
  retries?: number;
  signal?: AbortSignal;
}

export interface TransportDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The front end's error for a failed call; status 0 when the server could not be reached. */
  toError: (status: number, data: unknown, cause?: unknown) => Error & { status: number };
  /** A call made with the stored token was refused with 401: the session has ended elsewhere. */
  onSessionEnded?: () => void;
}

/** Sends requests by the spec's rules and rejects every failure with the front end's error. */
export function createTransport(deps: TransportDeps) {
  const tokenFor = (options: CallOptions) =>
    options.auth === false ? null : (options.token ?? deps.getToken());

  async function once(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await deps.fetch(url, { ...init, signal });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw deps.toError(0, null, cause);
    }
    if (!response.ok) {
      const data = await readBody(response).catch(() => null);
      throw deps.toError(response.status, data);
    }
    return response;
  }

  /** Resolves with a 2xx response, retrying network errors and 5xx answers. */
  async function send(url: string, init: RequestInit, options: CallOptions): Promise<Response> {
    const retries = options.retries ?? MAX_RETRIES;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(url, init, options.signal);
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (status === 401 && options.auth !== false && !options.token && deps.getToken()) {
          deps.onSessionEnded?.();
        }
        const retryable = typeof status === 'number' && isRetryableStatus(status);
        if (attempt > retries || !retryable || options.signal?.aborted) throw error;
        await deps.sleep(retryDelayMs(attempt), options.signal);
      }
    }
  }

  /** `send` for a Request built by openapi-fetch, with the bearer token added. */
  async function sendRequest(request: Request, options: CallOptions): Promise<Response> {
    const headers = new Headers(request.headers);
    const token = tokenFor(options);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const body = request.body ? await request.text() : undefined;
    return send(request.url, { method: request.method, headers, body }, options);
  }

  return { tokenFor, send, sendRequest };
}

// ---- Typed calls: path, parameters, body and answer checked against the OpenAPI document ----

type Init<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = MaybeOptionalInit<
  paths[P],
  M
>;
type Answer<
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I,
> = paths[P][M] extends infer Operation extends Record<string | number, unknown>
  ? NonNullable<FetchResponse<Operation, I, MediaType>['data']>
  : never;
type InitArgs<I> =
  RequiredKeysOf<I> extends never ? [init?: I & CallOptions] : [init: I & CallOptions];

/** One HTTP method: resolves with the answer's data; a failure rejects with the front end's error. */
export type TypedCall<M extends HttpMethod> = <
  P extends PathsWithMethod<paths, M>,
  I extends Init<M, P>,
>(
  path: P,
  ...init: InitArgs<I>
) => Promise<Answer<M, P, I>>;

export interface TypedApi {
  GET: TypedCall<'get'>;
  POST: TypedCall<'post'>;
  PUT: TypedCall<'put'>;
  PATCH: TypedCall<'patch'>;
  DELETE: TypedCall<'delete'>;
}

/** openapi-fetch over `sendRequest` (see createTransport); paths are the document's, e.g. /api/plans. */
export function createTypedApi(
  origin: string,
  sendRequest: (request: Request, options: CallOptions) => Promise<Response>,
): TypedApi {
  const client = createClient<paths>({ baseUrl: origin });
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    async (path: string, init: CallOptions & Record<string, unknown> = {}) => {
      const { auth, token, retries, signal, ...rest } = init;
      const options = { auth, token, retries, signal };
      const send = client[method] as (
        path: string,
        init: Record<string, unknown>,
      ) => Promise<{ data?: unknown }>;
      const { data } = await send(path, {
        ...rest,
        fetch: (request: Request) => sendRequest(request, options),
      });
      return data;
    };
  return {
    GET: call('GET'),
    POST: call('POST'),
    PUT: call('PUT'),
    PATCH: call('PATCH'),
    DELETE: call('DELETE'),
  } as TypedApi;
}
