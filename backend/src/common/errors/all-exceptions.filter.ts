import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isDatabaseUnreachable } from '../../database/errors.js';
import { correlationId } from '../logging/correlation-id.js';
import { TooManyRequestsException } from '../throttling/too-many-requests.exception.js';
import { errorBody, type DetailedErrorResponse } from './error-body.js';
import { errorPage, wantsPage } from './error-page.js';

export const DATABASE_UNREACHABLE =
  'The service cannot reach its database right now. Please try again in a moment.';

const FALLBACK_DETAIL: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in to continue.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request is too large.',
  429: 'Too many requests - please wait a moment and try again.',
};

/** Turns every error into the one JSON shape; 5xx never carry internals, only a reference. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const id = correlationId(request);

    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const { detail, errors } = describe(exception, status);
      if (response.headersSent) return;
      // A 429, or a 503 from a busy pool: both say when to come back.
      const { retryAfterSeconds } = exception as { retryAfterSeconds?: unknown };
      if (exception instanceof TooManyRequestsException || typeof retryAfterSeconds === 'number') {
        response.setHeader('Retry-After', String(retryAfterSeconds));
      }
      if (status < 500 && wantsPage(request)) {
        response
          .status(status)
          .type('text/html')
          .send(errorPage(status, detail, id));
        return;
      }
      response
        .status(status)
        .type('application/json')
        .json(errorBody(status, detail, id, errors));
      return;
    }

    if (isDatabaseUnreachable(exception)) {
      this.logger.error({ err: exception, correlation_id: id }, 'Database unreachable');
      if (response.headersSent) return void response.end();
      response.setHeader('Retry-After', '5');
      response
        .status(503)
        .type('application/json')
        .json(errorBody(503, DATABASE_UNREACHABLE, id));
      return;
    }
    this.logger.error({ err: exception, correlation_id: id }, 'Unhandled error');
    if (response.headersSent) return void response.end();
    response
      .status(500)
      .type('application/json')
      .json(
        errorBody(
          500,
          `Something went wrong on our side. Please try again; if it keeps happening, contact support with reference ${id}.`,
          id,
        ),
      );
  }
}

function describe(exception: HttpException, status: number): DetailedErrorResponse {
  const body = exception.getResponse();
  if (typeof body === 'string') return { detail: body };
  const { detail, errors, message, error } = body as DetailedErrorResponse & {
    message?: unknown;
    error?: unknown;
  };
  if (typeof detail === 'string') return { detail, errors };
  const notReady = readinessDetail(body);
  if (notReady) return { detail: notReady };
  const route = typeof message === 'string' && /^Cannot ([A-Z]+) (\S+)/.exec(message);
  if (route) return { detail: `There is no API route ${route[1]} ${route[2]}.` };
  // Nest's exceptions built without a message carry only their status phrase and no `error` key.
  if (typeof message === 'string' && error !== undefined) return { detail: message };
  if (Array.isArray(message) && typeof message[0] === 'string') return { detail: message[0] };
  return { detail: FALLBACK_DETAIL[status] ?? exception.message };
}

/** A failed readiness check (terminus) names what is down, e.g. "Not ready: redis is down (…)". */
function readinessDetail(body: object): string | null {
  const { details } = body as { details?: Record<string, { status?: string; message?: string }> };
  if (!details || typeof details !== 'object') return null;
  const down = Object.entries(details)
    .filter(([, check]) => check?.status === 'down')
    .map(([name, check]) =>
      check.message ? `${name} is down (${check.message})` : `${name} is down`,
    );
  return down.length > 0 ? `Not ready: ${down.join('; ')}.` : null;
}
