import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { DashboardDto } from './dashboard.dto.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({
    summary:
      'The overview figures and the last 30 days (sign-ups, enhancements, revenue, success rate)',
  })
  @ApiOkResponse({ type: DashboardDto })
  overview(): Promise<DashboardDto> {
    return this.dashboard.overview();
  }
}
