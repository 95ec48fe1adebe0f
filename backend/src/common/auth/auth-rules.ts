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

/** The security scheme name of personal API keys in the OpenAPI document. */
export const API_KEY_SCHEME = 'api_key';

/** What a personal API key may be allowed to do; `any` marks a route every key may call. */
export type ApiKeyRouteScope = 'rewrite' | 'analyze' | 'history:read' | 'any';

export interface AuthRules {
  /** Staff only (403 'Access Denied' for others). */
  admin?: boolean;
  /** Verified and onboarded users only (403 'Please complete your account setup to continue'). */
  onboarded?: boolean;
  /**
   * The API-key scope that opens this route to `Authorization: Bearer rsn_…`. Without one the
   * route takes browser sessions only and refuses keys with 403.
   */
  apiKeyScope?: ApiKeyRouteScope;
}

/** Open to anyone; every other route needs a valid session. */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-public', true));

/** A signed-in user, plus the rules given; documents the bearer requirement in Swagger. */
export const Authenticated = (rules: AuthRules = {}) =>
  applyDecorators(
    SetMetadata(AUTH_RULES, rules),
    ApiBearerAuth(),
    ...(rules.apiKeyScope
      ? [ApiBearerAuth(API_KEY_SCHEME), ApiExtension('x-api-key-scope', rules.apiKeyScope)]
      : []),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'No valid session' }),
    // Read by the route-guard test, which checks each rule against a user who does not meet it.
    ...(rules.onboarded ? [ApiExtension('x-requires-onboarding', true)] : []),
    ...(rules.admin ? [ApiExtension('x-admin', true)] : []),
    ...(rules.admin || rules.onboarded || rules.apiKeyScope
      ? [
          ApiForbiddenResponse({
            type: ErrorBody,
            description: rules.admin
              ? 'Not staff'
              : rules.apiKeyScope
                ? 'Onboarding not completed, or an API key without this scope or plan'
                : 'Onboarding not completed',
          }),
        ]
      : []),
  );
