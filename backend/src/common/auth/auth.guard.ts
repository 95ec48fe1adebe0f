import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AUTH_RULES, IS_PUBLIC, type AuthRules } from './auth-rules.js';
import { SessionAuthenticator, type AuthenticatedUser } from './session-authenticator.js';

export const ONBOARDING_REQUIRED = 'Please complete your account setup to continue';

/** The one guard: public routes pass; all others need a live session and meet their rules. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const rules = this.reflector.getAllAndOverride<AuthRules>(AUTH_RULES, targets) ?? {};
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();

    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException({ detail: 'Please sign in to continue.' });
    const user = await this.sessions.authenticate(token);
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
}

function bearerToken(request: Request): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}
