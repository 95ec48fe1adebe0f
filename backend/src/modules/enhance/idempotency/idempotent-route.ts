import {
  applyDecorators,
  BadRequestException,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, type Observable } from 'rxjs';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { IDEMPOTENT_NOT_KEPT, keepsTexts } from '../../../common/privacy/keeps-texts.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { IDEMPOTENCY_HEADER, IdempotencyService } from './idempotency.service.js';

/** The OpenAPI half of `Idempotency-Key`, shared by every route that takes it. */
export const IdempotencyKeyDocs = () =>
  applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Up to 255 visible characters. A retry with the same key within 24 hours answers the first result (header `Idempotent-Replayed: true`) and is not charged again.',
    }),
    ApiConflictResponse({
      type: ErrorBody,
      description: 'The first request with this Idempotency-Key is still running (Retry-After)',
    }),
    ApiUnprocessableEntityResponse({
      type: ErrorBody,
      description: 'This Idempotency-Key was used with a different body',
    }),
  );

/** Runs a JSON route once per `Idempotency-Key` (see IdempotencyService); no key: as usual. */
@Injectable()
export class IdempotentInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user: AuthenticatedUser }>();
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string') return next.handle();
    // The stored answer would keep the text: not for someone whose texts are never kept.
    if (!keepsTexts(request.user)) throw new BadRequestException({ detail: IDEMPOTENT_NOT_KEPT });
    const response = http.getResponse<Response>();
    const route = `${request.method} ${(request.route as { path: string }).path}`;
    const answer = this.idempotency.once(request.user.id, key, route, request.body, () =>
      lastValueFrom(next.handle()),
    );
    return from(answer).pipe(
      map(({ status, body, replayed }) => {
        if (replayed) response.setHeader('Idempotent-Replayed', 'true');
        response.status(status);
        return body;
      }),
    );
  }
}

/** A charged JSON rewrite route that takes `Idempotency-Key`. */
export const IdempotentRoute = () =>
  applyDecorators(UseInterceptors(IdempotentInterceptor), IdempotencyKeyDocs());
