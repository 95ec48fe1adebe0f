import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../../common/auth/auth-rules.js';
import { HealthIndicators } from './health-indicators.js';
import { LivenessDto } from './health.dto.js';

@ApiTags('health')
@Public()
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicators,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({
    summary:
      'Readiness with details: database, Redis and queues (503 when one is down), and whether the model provider answers (reported, never 503)',
  })
  check() {
    return this.health.check([
      () => this.indicators.database(),
      () => this.indicators.redisServer(),
      () => this.indicators.queues(),
      () => this.indicators.modelProvider(),
    ]);
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: database, Redis and queues' })
  @ApiServiceUnavailableResponse({ description: 'A dependency is down' })
  ready() {
    return this.health.check([
      () => this.indicators.database(),
      () => this.indicators.redisServer(),
      () => this.indicators.queues(),
    ]);
  }
}
