import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { assignCorrelationId, correlationId } from '../logging/correlation-id.js';
import { errorBody } from '../errors/error-body.js';

const MAX_DEPTH = 32;

/** Correlation id first, then JSON bodies with a size limit, a depth limit and JSON errors. */
export function installRequestBasics(
  app: Express,
  bodyLimit: string,
  rawBodyPaths: string[],
): void {
  app.use(((request, response, next) => {
    (request as { id?: string }).id = assignCorrelationId(request, response);
    next();
  }) as RequestHandler);
  // Signed webhooks are verified over the exact bytes received, so they skip JSON parsing.
  app.use(rawBodyPaths, express.raw({ type: '*/*', limit: bodyLimit }));
  app.use(express.json({ limit: bodyLimit }));
  app.use(express.urlencoded({ extended: false, limit: bodyLimit }));
  app.use(((request, response, next) => {
    if (depth(request.body) > MAX_DEPTH) {
      response
        .status(400)
        .json(
          errorBody(
            400,
            `The JSON body is nested too deeply (more than ${MAX_DEPTH} levels).`,
            correlationId(request),
          ),
        );
      return;
    }
    next();
  }) as RequestHandler);
  app.use(bodyErrors(bodyLimit));
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

/** Depth of a parsed JSON value, walked without recursion so hostile bodies cannot blow the stack. */
export function depth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, level] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, level);
    if (deepest > MAX_DEPTH) return deepest;
    for (const child of Object.values(current)) stack.push([child, level + 1]);
  }
  return deepest;
}
