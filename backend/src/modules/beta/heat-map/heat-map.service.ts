import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { AiConfig } from '../../ai/ai.config.js';
import { AiService } from '../../ai/ai.service.js';
import { AiInputError } from '../../ai/ai.types.js';
import { inputErrorToHttp } from '../../enhance/enhance.service.js';
import { UserRateLimiter } from '../../enhance/quota/user-rate-limiter.js';
import { BetaConfig } from '../beta.config.js';
import type { HeatMapRequestDto, HeatMapResponseDto } from './heat-map.dto.js';

/** The content heat map: measured by the analysis code, counted per account, never charged. */
@Injectable()
export class HeatMapService {
  constructor(
    private readonly ai: AiService,
    private readonly aiConfig: AiConfig,
    private readonly config: BetaConfig,
    private readonly limiter: UserRateLimiter,
  ) {}

  async analyze(user: AuthenticatedUser, dto: HeatMapRequestDto): Promise<HeatMapResponseDto> {
    if (dto.text.length > this.aiConfig.maxInputChars) {
      throw inputErrorToHttp(
        new AiInputError(
          `Text too long - at most ${this.aiConfig.maxInputChars} characters`,
          'too_long',
        ),
      );
    }
    await this.limiter.consumeBucket(
      `analysis:${user.id}`,
      this.config.analysisLimitPerMinute,
      'analysing',
    );
    return this.ai.heatMap(dto.text, dto.analysis_mode ?? 'emotion', {
      includeSuggestions: dto.include_suggestions ?? true,
    });
  }
}
