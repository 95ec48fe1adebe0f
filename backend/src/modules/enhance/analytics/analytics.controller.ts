import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ANALYTICS_PREMIUM, PremiumOnly } from '../shared/premium.js';
import { AnalyticsDto, AnalyticsQueryDto } from './analytics.dto.js';
import { AnalyticsService } from './analytics.service.js';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @Authenticated({ onboarded: true })
  @PremiumOnly(ANALYTICS_PREMIUM)
  @ApiOperation({ summary: 'Your enhancement trends over 7, 30, 90 or 365 days (Premium)' })
  @ApiOkResponse({ type: AnalyticsDto })
  report(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AnalyticsQueryDto,
  ): Promise<AnalyticsDto> {
    return this.analytics.report(user.id, query.range);
  }
}
