import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/auth-rules.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { CompleteOnboardingDto, OnboardingResultDto } from './dto/complete-onboarding.dto.js';
import { OnboardingService } from './onboarding.service.js';

@ApiTags('onboarding')
@Controller('auth')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  @Post('complete-onboarding')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Names and consents; each consent is stored as a dated, versioned record',
  })
  @ApiOkResponse({ type: OnboardingResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  complete(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CompleteOnboardingDto,
  ): Promise<OnboardingResultDto> {
    return this.onboarding.complete(user.id, dto);
  }
}
