import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { keepRateLimitHeaders } from '../http/rate-limit-headers.js';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';
import { AUTH_RULES, IS_PUBLIC, type AuthRules } from './auth-rules.js';
import { SessionAuthenticator, type AuthenticatedUser } from './session-authenticator.js';

export const ONBOARDING_REQUIRED = 'Please complete your account setup to continue';
export const API_KEY_NOT_ACCEPTED =
  'This route does not accept API keys. Sign in to the workspace to use it.';
export const API_KEY_INVALID =
  'This API key is not valid: it was revoked, has expired or does not exist.';
export const API_KEY_PLAN = 'API keys need a Pro or Premium plan. Upgrade to use this key again.';
export const apiKeyScopeMissing = (scope: string) =>
  `This API key does not have the "${scope}" scope.`;

type AuthRequest = Request & { user?: AuthenticatedUser };

/**
 * The one guard: public routes pass; all others need a live session or, where the route names
 * an API-key scope, a live key with that scope, and meet their rules.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionAuthenticator,
    private readonly apiKeys: ApiKeyAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const rules = this.reflector.getAllAndOverride<AuthRules>(AUTH_RULES, targets) ?? {};
    const request = context.switchToHttp().getRequest<AuthRequest>();

    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException({ detail: 'Please sign in to continue.' });
    const user = token.startsWith('rsn_')
      ? await this.keyHolder(token, rules, request, context.switchToHttp().getResponse<Response>())
      : await this.sessions.authenticate(token);
    if (!user)
      throw new UnauthorizedException({ detail: 'Your session has ended. Please sign in again.' });
    request.user = user;

    if (rules.admin && !user.is_admin) {
      throw new ForbiddenException({
        detail: 'Access Denied: this area is for Resonate staff only.',
      });
    }
    if (rules.onboarded && !user.is_admin && !(user.is_verified && user.onboarding_completed)) {
      throw new ForbiddenException({ detail: ONBOARDING_REQUIRED });
    }
    return true;
  }

  /** An API key: only on routes that name a scope it holds, checked in the database each time. */
  private async keyHolder(
    secret: string,
    rules: AuthRules,
    request: AuthRequest,
    response: Response,
  ): Promise<AuthenticatedUser> {
    const scope = rules.apiKeyScope;
    if (!scope) throw new ForbiddenException({ detail: API_KEY_NOT_ACCEPTED });
    const check = await this.apiKeys.authenticate(secret, request);
    if (check.outcome === 'invalid') throw new UnauthorizedException({ detail: API_KEY_INVALID });
    if (check.outcome === 'plan') throw new ForbiddenException({ detail: API_KEY_PLAN });
    const scopes = check.user.api_key?.scopes ?? [];
    if (scope !== 'any' && !scopes.includes(scope)) {
      throw new ForbiddenException({ detail: apiKeyScopeMissing(scope) });
    }
    keepRateLimitHeaders(response, check.allowance);
    return check.user;
  }
}

function bearerToken(request: Request): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}
