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
import { OptimizeDto, OptimizeResponseDto } from './optimizer.dto.js';
import { OptimizerService } from './optimizer.service.js';

@ApiTags('beta')
@Controller('beta')
export class OptimizerController {
  constructor(private readonly optimizer: OptimizerService) {}

  @Post('use-case-optimizer')
  // Limited per account by the enhancement's own fair-use limit.
  @SkipThrottle()
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary: 'Rewrite a text for one platform and check it against the platform’s limits',
    description: 'Charges one use of the plan, like POST /api/ai/enhance.',
  })
  @ApiOkResponse({ type: OptimizeResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiResponse({ status: 402, type: ErrorBody, description: 'The plan’s quota is spent' })
  @ApiPayloadTooLargeResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Fair-use limit per account' })
  optimize(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: OptimizeDto,
  ): Promise<OptimizeResponseDto> {
    return this.optimizer.optimize(user, dto);
  }
}
