import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { RequireFeature } from '../../feature-toggles/require-feature.decorator.js';
import { ChargedBetaRoute } from '../shared/charged-route.js';
import { EnhancedGenerationDto, EnhancedGenerationResponseDto } from './enhanced-generation.dto.js';
import { EnhancedGenerationService } from './enhanced-generation.service.js';
import { IdempotentRoute } from '../../enhance/idempotency/idempotent-route.js';

@ApiTags('beta')
@Controller('beta')
// Both workspaces enhance through it: off only when both are switched off.
@RequireFeature(['beta_enhanced_workspace', 'beta_enterprise_workspace'])
export class EnhancedGenerationController {
  constructor(private readonly generator: EnhancedGenerationService) {}

  @Post('enhanced-generation')
  @IdempotentRoute()
  @ChargedBetaRoute(
    'Rewrite with a language pair and a target length; charges one use of the plan',
    'Non-English needs a model provider (400 otherwise); zh, ja, ko, hi go to AI_MULTILINGUAL_* when configured. Not charged when the result changed nothing (`charged: false`). 403 while both workspaces are switched off.',
    EnhancedGenerationResponseDto,
    'rewrite',
  )
  generate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: EnhancedGenerationDto,
  ): Promise<EnhancedGenerationResponseDto> {
    return this.generator.generate(user, dto);
  }
}
