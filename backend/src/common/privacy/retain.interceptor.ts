import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { AuthenticatedUser } from '../auth/session-authenticator.js';

/**
 * `retain: false` in a request body (the DTOs of the text-carrying routes declare it, so other
 * routes refuse it) keeps that request's texts like the account setting would: the services read
 * one flag, `keepsTexts(user)`, whichever said it. Runs after the guard, before validation.
 */
@Injectable()
export class RetainInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context
      .switchToHttp()
      .getRequest<{ body?: unknown; user?: AuthenticatedUser }>();
    const body = request.body as { retain?: unknown } | undefined;
    if (request.user && body && typeof body === 'object' && body.retain === false) {
      request.user = { ...request.user, keep_texts: false };
    }
    return next.handle();
  }
}
