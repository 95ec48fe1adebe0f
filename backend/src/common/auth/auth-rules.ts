import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../errors/error-body.js';

export const IS_PUBLIC = 'resonate:public';
export const AUTH_RULES = 'resonate:auth-rules';

export interface AuthRules {
  /** Staff only (403 'Access Denied' for others). */
  admin?: boolean;
  /** Verified and onboarded users only (403 'Please complete your account setup to continue'). */
  onboarded?: boolean;
}

/** Open to anyone; every other route needs a valid session. */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-public', true));

/** A signed-in user, plus the rules given; documents the bearer requirement in Swagger. */
export const Authenticated = (rules: AuthRules = {}) =>
  applyDecorators(
    SetMetadata(AUTH_RULES, rules),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'No valid session' }),
    // Read by the route-guard test, which checks each rule against a user who does not meet it.
    ...(rules.onboarded ? [ApiExtension('x-requires-onboarding', true)] : []),
    ...(rules.admin ? [ApiExtension('x-admin', true)] : []),
    ...(rules.admin || rules.onboarded
      ? [
          ApiForbiddenResponse({
            type: ErrorBody,
            description: rules.admin ? 'Not staff' : 'Onboarding not completed',
          }),
        ]
      : []),
  );
