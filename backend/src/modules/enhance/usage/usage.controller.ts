import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { PlanUsageDto } from './usage.dto.js';
import { UsageService } from './usage.service.js';

@ApiTags('enhance')
@Controller('usage')
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get()
  @Authenticated({ apiKeyScope: 'any' })
  @ApiOperation({
    summary: 'Your plan, the uses spent and left, and when the count starts again',
    description: 'Any API key may call it, whatever its scopes.',
  })
  @ApiOkResponse({ type: PlanUsageDto })
  get(@CurrentUser() user: AuthenticatedUser): Promise<PlanUsageDto> {
    return this.usage.of(user);
  }
}
