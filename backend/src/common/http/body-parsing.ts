import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { assignCorrelationId, correlationId } from '../logging/correlation-id.js';
import { errorBody } from '../errors/error-body.js';
import { bodyShapeProblem, DEFAULT_SHAPE_LIMITS, type ShapeLimits } from './body-shape.js';

// Percent-encoded NUL anywhere in the path or the query (a raw one never gets past Node's parser).
const ENCODED_NUL = /%00/i;

export const WRONG_CONTENT_TYPE =
  'The request body must be JSON, sent with Content-Type: application/json.';

export const NUL_IN_ADDRESS =
  'The address contains a NUL character (%00), which cannot be stored. Remove it and try again.';

/**
 * Correlation id first, then JSON bodies with a size limit, shape limits (body-shape.ts) and JSON
 * errors. Only JSON: a form-encoded or text body would let a cross-site HTML form post without a
 * CORS preflight, so every API route but the raw-body ones answers anything else with 415.
 */
export function installRequestBasics(
  app: Express,
  bodyLimit: string,
  rawBodyPaths: string[],
  shapeLimits: ShapeLimits = DEFAULT_SHAPE_LIMITS,
): void {
  app.use(((request, response, next) => {
    (request as { id?: string }).id = assignCorrelationId(request, response);
    // Before any route reads a path parameter or the query: PostgreSQL cannot store 0x00.
    if (ENCODED_NUL.test(request.url)) {
      response.status(400).json(errorBody(400, NUL_IN_ADDRESS, correlationId(request)));
      return;
    }
    next();
  }) as RequestHandler);
  // Signed webhooks are verified over the exact bytes received, so they skip JSON parsing.
  app.use(rawBodyPaths, express.raw({ type: '*/*', limit: bodyLimit }));
  app.use(express.json({ limit: bodyLimit, verify: refuseUtf16 }));
  app.use('/api', ((request, response, next) => {
    // A body no parser took would reach the route as nothing at all: refuse it instead.
    const length = request.headers['content-length'];
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      (length !== undefined && Number(length) > 0);
    const unread =
      hasBody &&
      !request.is('application/json') &&
      !rawBodyPaths.some((path) => request.originalUrl.startsWith(path));
    if (unread) {
      response.status(415).json(errorBody(415, WRONG_CONTENT_TYPE, correlationId(request)));
      return;
    }
    next();
  }) as RequestHandler);
  app.use(((request, response, next) => {
    const problem = bodyShapeProblem(request.body, shapeLimits);
    if (problem) {
      response
        .status(problem.status)
        .json(errorBody(problem.status, problem.detail, correlationId(request)));
      return;
    }
    next();
  }) as RequestHandler);
  app.use(bodyErrors(bodyLimit));
}

/**
 * JSON in UTF-16 or UTF-32 (a byte-order mark, or a zero byte among the first two, which a JSON
 * text in UTF-8 never has) is refused as such, not as "not valid JSON". body-parser answers the
 * throw with 'entity.verify.failed', which bodyErrors turns into 415.
 */
function refuseUtf16(_request: unknown, _response: unknown, body: Buffer): void {
  const bom = (body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff);
  if (bom || (body.length >= 2 && (body[0] === 0 || body[1] === 0))) {
    throw new Error('The request body is not UTF-8.');
  }
}

function bodyErrors(bodyLimit: string): ErrorRequestHandler {
  return (error: { type?: string; status?: number }, request, response, next) => {
    const id = correlationId(request);
    switch (error.type) {
      case 'entity.too.large':
        return void response
          .status(413)
          .json(
            errorBody(
              413,
              `The request body is too large. The limit is ${bodyLimit.toUpperCase()}.`,
              id,
            ),
          );
      case 'entity.parse.failed':
        return void response
          .status(400)
          .json(errorBody(400, 'The request body is not valid JSON.', id));
      case 'encoding.unsupported':
      case 'charset.unsupported':
      case 'entity.verify.failed':
        return void response
          .status(415)
          .json(errorBody(415, 'The request body must be UTF-8 encoded JSON.', id));
      case 'request.aborted':
        return void response.status(400).end();
      default:
        if (error.status && error.status >= 400 && error.status < 500) {
          return void response
            .status(error.status)
            .json(errorBody(error.status, 'The request body could not be read.', id));
        }
        next(error);
    }
  };
}
