import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { SystemHealthDto } from './system-health.dto.js';
import { SystemHealthService } from './system-health.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@SkipThrottle()
@Controller('admin/system/health')
export class SystemHealthController {
  constructor(private readonly health: SystemHealthService) {}

  @Get()
  @ApiOperation({
    summary:
      'Database, Redis, queues, mail, payments and model provider: healthy, warning or critical',
  })
  @ApiOkResponse({ type: SystemHealthDto })
  check(): Promise<SystemHealthDto> {
    return this.health.check();
  }
}
