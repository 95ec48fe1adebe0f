import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORRELATION_HEADER = 'x-correlation-id';
const SAFE_ID = /^[\w.-]{1,64}$/;

/** Reuses a caller's id (from a proxy or another service) when it is safe, else makes one. */
export function assignCorrelationId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[CORRELATION_HEADER] ?? request.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader(CORRELATION_HEADER, id);
  return id;
}

export function correlationId(request: IncomingMessage & { id?: unknown }): string {
  return typeof request.id === 'string' ? request.id : 'unknown';
}
