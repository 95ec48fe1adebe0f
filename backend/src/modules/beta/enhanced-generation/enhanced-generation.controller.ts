import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { EnhancedGenerationDto, EnhancedGenerationResponseDto } from './enhanced-generation.dto.js';
import { EnhancedGenerationService } from './enhanced-generation.service.js';

@ApiTags('beta')
@Controller('beta')
export class EnhancedGenerationController {
  constructor(private readonly generator: EnhancedGenerationService) {}

  @Post('enhanced-generation')
  // Limited per account by the enhancement's own fair-use limit.
  @SkipThrottle()
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary: 'Rewrite with a language pair and a target length; charges one use of the plan',
    description:
      'Non-English needs a model provider (400 otherwise); zh, ja, ko, hi go to AI_MULTILINGUAL_* when configured.',
  })
  @ApiOkResponse({ type: EnhancedGenerationResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'Invalid input, or a language needs a model provider',
  })
  @ApiResponse({ status: 402, type: ErrorBody, description: 'The plan’s quota is spent' })
  @ApiPayloadTooLargeResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Fair-use limit per account' })
  generate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: EnhancedGenerationDto,
  ): Promise<EnhancedGenerationResponseDto> {
    return this.generator.generate(user, dto);
  }
}
