import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ChargedBetaRoute } from '../shared/charged-route.js';
import { OptimizeDto, OptimizeResponseDto } from './optimizer.dto.js';
import { OptimizerService } from './optimizer.service.js';
import { RequireFeature } from '../../feature-toggles/require-feature.decorator.js';
import { IdempotentRoute } from '../../enhance/idempotency/idempotent-route.js';

@ApiTags('beta')
@Controller('beta')
@RequireFeature('beta_use_case_selector')
export class OptimizerController {
  constructor(private readonly optimizer: OptimizerService) {}

  @Post('use-case-optimizer')
  @IdempotentRoute()
  @ChargedBetaRoute(
    'Rewrite a text for one platform and check it against the platform’s limits',
    'Charges one use of the plan, like POST /api/ai/enhance.',
    OptimizeResponseDto,
    'rewrite',
  )
  optimize(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: OptimizeDto,
  ): Promise<OptimizeResponseDto> {
    return this.optimizer.optimize(user, dto);
  }
}
