import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { HeatMapRequestDto, HeatMapResponseDto } from './heat-map.dto.js';
import { HeatMapService } from './heat-map.service.js';
import { RequireFeature } from '../../feature-toggles/require-feature.decorator.js';

@ApiTags('beta')
@Controller('beta')
@RequireFeature('beta_heat_maps')
export class HeatMapController {
  constructor(private readonly heatMaps: HeatMapService) {}

  @Post('content-heatmap')
  // Counted per account instead (BETA_ANALYSIS_USER_LIMIT_PER_MINUTE), as the enhance route is.
  @SkipThrottle()
  @HttpCode(200)
  @Authenticated({ onboarded: true, apiKeyScope: 'analyze' })
  @ApiOperation({
    summary: 'Sentence-by-sentence intensity of a text in one analysis mode, with insights',
    description: 'Not charged against the plan; limited per account per minute.',
  })
  @ApiOkResponse({ type: HeatMapResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiPayloadTooLargeResponse({ type: ErrorBody, description: 'Longer than AI_MAX_INPUT_CHARS' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Fair-use limit per account' })
  analyze(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: HeatMapRequestDto,
  ): Promise<HeatMapResponseDto> {
    return this.heatMaps.analyze(user, dto);
  }
}
