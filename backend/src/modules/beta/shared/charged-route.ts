import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Authenticated, type AuthRules } from '../../../common/auth/auth-rules.js';
import { ErrorBody } from '../../../common/errors/error-body.js';

/**
 * A studio route that writes text: one use of the plan, charged like POST /api/ai/enhance, and
 * limited per account by the enhancement's fair-use limit (so not by the per-IP throttler).
 */
export const ChargedBetaRoute = (
  summary: string,
  description: string,
  answer: Type<unknown>,
  apiKeyScope?: AuthRules['apiKeyScope'],
) =>
  applyDecorators(
    SkipThrottle(),
    HttpCode(200),
    Authenticated({ onboarded: true, apiKeyScope }),
    ApiOperation({ summary, description }),
    ApiOkResponse({ type: answer }),
    ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' }),
    ApiResponse({ status: 402, type: ErrorBody, description: 'The plan’s quota is spent' }),
    ApiPayloadTooLargeResponse({ type: ErrorBody, description: 'Longer than AI_MAX_INPUT_CHARS' }),
    ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Fair-use limit per account' }),
  );
