import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../users/entities/user.entity.js';
import { AuthConfig } from '../auth.config.js';
import { JWT_SECRET } from '../auth.tokens.js';
import { readState, signState } from './google-state.js';
import type { GoogleIdentity } from './google.strategy.js';

export interface GoogleCallbackRequest {
  googleTier?: SubscriptionTier | null;
  user?: GoogleIdentity | null;
}

export const GOOGLE_UNAVAILABLE =
  'Sign-in with Google is not available on this server. Please sign in with your email and password.';

/** Without Google credentials the browser goes back to the sign-in dialog, which says why. */
@Injectable()
export class GoogleEnabledGuard implements CanActivate {
  constructor(private readonly config: AuthConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.config.googleEnabled) return true;
    context
      .switchToHttp()
      .getResponse<Response>()
      .redirect(302, `/?login=true&auth_error=${encodeURIComponent(GOOGLE_UNAVAILABLE)}`);
    return false;
  }
}

/** Starts the OAuth dance with the chosen tier in a signed state. */
@Injectable()
export class GoogleStartGuard extends AuthGuard('google') {
  constructor(@Inject(JWT_SECRET) private readonly secret: string) {
    super();
  }

  override getAuthenticateOptions(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<Request>();
    const tier = SUBSCRIPTION_TIERS.includes(request.query.tier as SubscriptionTier)
      ? (request.query.tier as SubscriptionTier)
      : 'free';
    return { session: false, state: signState(this.secret, tier) };
  }
}

/**
 * Finishes it: the signed state is checked before the code is exchanged; a forged, expired,
 * refused or failed sign-in yields no user (the controller redirects) instead of an error page.
 */
@Injectable()
export class GoogleCallbackGuard extends AuthGuard('google') {
  constructor(@Inject(JWT_SECRET) private readonly secret: string) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & GoogleCallbackRequest>();
    request.googleTier = readState(this.secret, request.query.state);
    if (!request.googleTier || typeof request.query.code !== 'string') {
      (request as { user?: unknown }).user = null;
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }

  override getAuthenticateOptions() {
    return { session: false };
  }

  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    return (error ? null : user || null) as TUser;
  }
}
