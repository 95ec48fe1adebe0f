import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { AiConfig } from '../../ai/ai.config.js';
import { AiService } from '../../ai/ai.service.js';
import { AiInputError, type HeatMapResponse } from '../../ai/ai.types.js';
import { BUILTIN_MODEL } from '../../ai/ai.engine.js';
import { type ChatTransport, describeFailure, modelNotUsedNote } from '../../ai/ai.providers.js';
import { inputErrorToHttp } from '../../enhance/enhance.service.js';
import { UserRateLimiter } from '../../enhance/quota/user-rate-limiter.js';
import { BetaConfig } from '../beta.config.js';
import type { HeatMapRequestDto, HeatMapResponseDto } from './heat-map.dto.js';
import { explainWithModel } from './model-heat-map.js';

/**
 * The content heat map: measured by the analysis code, counted per account, never charged. A
 * model, when there is one, writes the explanations and suggestions (model-heat-map.ts); the
 * numbers stay the analysis's own.
 */
@Injectable()
export class HeatMapService {
  private readonly logger = new Logger('HeatMap');
  private readonly model?: ChatTransport;

  constructor(
    private readonly ai: AiService,
    private readonly aiConfig: AiConfig,
    private readonly config: BetaConfig,
    private readonly limiter: UserRateLimiter,
  ) {
    this.model = ai.textModel();
  }

  async analyze(user: AuthenticatedUser, dto: HeatMapRequestDto): Promise<HeatMapResponseDto> {
    const started = performance.now();
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
    const includeSuggestions = dto.include_suggestions ?? true;
    const measured = await this.ai.heatMap(dto.text, dto.analysis_mode ?? 'emotion', {
      includeSuggestions,
    });
    if (!this.model) return labelled(measured, BUILTIN_MODEL, [], started);
    try {
      const explained = await explainWithModel(this.model, dto.text, measured, includeSuggestions);
      const notes = explained.dropped
        ? [
            `${explained.dropped === 1 ? 'One suggestion' : `${explained.dropped} suggestions`} of the model added what the text does not say and ${explained.dropped === 1 ? 'was' : 'were'} left out.`,
          ]
        : [];
      return labelled(explained.map, this.model.model, notes, started);
    } catch (error) {
      if (error instanceof AiInputError) throw error;
      const reason = describeFailure(error);
      this.logger.warn(`Heat map explanations fell back to the analysis: ${reason}`);
      const note = modelNotUsedNote(
        error,
        'the explanations and suggestions are the app’s own analysis',
      );
      return labelled(measured, `${BUILTIN_MODEL} (fallback: ${reason})`, [note], started);
    }
  }
}

/** Who wrote the words, why the model's were not used, and the whole request's time. */
function labelled(
  map: HeatMapResponse,
  modelUsed: string,
  notes: string[],
  started: number,
): HeatMapResponseDto {
  const processing_time = Math.round(performance.now() - started) / 1000;
  return { ...map, metadata: { ...map.metadata, processing_time, model_used: modelUsed, notes } };
}
