import { createTransport, createTypedApi, sleep, type TypedApi } from '@api/client';
import type { Failure } from '../shared/messages';
import { currentServer } from '../shared/server';

/** A refused or failed call: the status (0 when the server could not be reached) and its body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const transport = createTransport({
  fetch: (url, init) => fetch(url, init),
  // Every call names its token (CallOptions.token): the worker keeps none in memory.
  getToken: () => null,
  sleep,
  toError: (status, data) => new ApiError(status, data),
});

/** The typed client on the configured server (the spec's retry rule, as in the web app). */
export async function serverApi(): Promise<{ api: TypedApi; server: string }> {
  const server = await currentServer();
  return { api: createTypedApi(server, transport.sendRequest), server };
}

const detailOf = (data: unknown): string | null => {
  const detail = typeof data === 'object' && data !== null ? Reflect.get(data, 'detail') : null;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
};

const PRO_LIMIT = /^Monthly token usage/;

/** What the panel says about a failed call, in the web app's words (the server's detail first). */
export function failureOf(error: unknown, server: string): Failure {
  if (!(error instanceof ApiError)) {
    return { status: 0, detail: 'Failed to enhance text. Please try again.' };
  }
  const detail = detailOf(error.data);
  switch (error.status) {
    case 0:
      return {
        status: 0,
        detail: `Could not reach Resonate at ${server}. Check the server address in the extension's options.`,
      };
    case 401:
      return {
        status: 401,
        detail: 'Your session has ended. Please sign in again.',
        action: 'sign-in',
      };
    case 402: {
      const message = detail ?? 'Free usage limit reached. Please upgrade to Pro or Premium.';
      const page = PRO_LIMIT.test(message) ? '/pro-to-premium-upgrade' : '/#pricing';
      return { status: 402, detail: message, action: 'plans', link: `${server}${page}` };
    }
    case 429:
      return { status: 429, detail: detail ?? 'Rate limit exceeded - please wait' };
    default:
      return {
        status: error.status,
        detail: detail && error.status < 500 ? detail : 'Failed to enhance text. Please try again.',
      };
  }
}
