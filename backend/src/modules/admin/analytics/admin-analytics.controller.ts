import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { AdminAnalyticsDto } from './admin-analytics.dto.js';
import { AdminAnalyticsService } from './admin-analytics.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(private readonly analytics: AdminAnalyticsService) {}

  @Get()
  @ApiOperation({
    summary: 'Usage of the last 30 days by tone, format and plan; quality before vs after',
  })
  @ApiOkResponse({ type: AdminAnalyticsDto })
  report(): Promise<AdminAnalyticsDto> {
    return this.analytics.report();
  }
}
