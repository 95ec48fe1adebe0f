import {
  applyDecorators,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';

export const PROJECTS_PREMIUM =
  'Projects are a Premium feature. Upgrade to Premium to save and organise your work.';
export const ANALYTICS_PREMIUM =
  'Advanced analytics are a Premium feature. Upgrade to Premium to see your trends.';
export const DOCUMENT_EXPORT_PREMIUM =
  'DOCX and PDF export are Premium features. Upgrade to Premium to download Word and PDF files.';

const PREMIUM_ONLY = 'resonate:premium-only';

/** Premium subscribers and staff. */
export const hasPremium = (user: Pick<AuthenticatedUser, 'subscription_tier' | 'is_admin'>) =>
  user.is_admin || user.subscription_tier === 'premium';

export function requirePremium(user: AuthenticatedUser, detail: string): void {
  if (!hasPremium(user)) throw new ForbiddenException({ detail });
}

/** Runs after the global AuthGuard, so the signed-in user is on the request. */
@Injectable()
export class PremiumGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const detail = this.reflector.getAllAndOverride<string>(PREMIUM_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!detail) return true;
    const { user } = context.switchToHttp().getRequest<{ user: AuthenticatedUser }>();
    requirePremium(user, detail);
    return true;
  }
}

/** Premium and staff only; others get 403 with `detail` (the SPA shows its upsell). */
export const PremiumOnly = (detail: string) =>
  applyDecorators(
    SetMetadata(PREMIUM_ONLY, detail),
    UseGuards(PremiumGuard),
    ApiExtension('x-premium', true),
    ApiForbiddenResponse({ type: ErrorBody, description: `Not Premium: "${detail}"` }),
  );
