import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { AiConfig } from '../../ai/ai.config.js';
import { BUILTIN_MODEL } from '../../ai/ai.engine.js';
import { isMultilingualLanguage } from '../../ai/ai.providers.js';
import type { EnhanceResponseDto } from '../../enhance/dto/enhance.dto.js';
import { EnhanceService } from '../../enhance/enhance.service.js';
import { BETA_DEFAULT_TONE } from '../shared/beta-defaults.js';
import type {
  EnhancedGenerationDto,
  EnhancedGenerationResponseDto,
  GenerationGuardrailInfoDto,
  GenerationRoute,
} from './enhanced-generation.dto.js';

/**
 * POST /api/beta/enhanced-generation: the workspace's enhancement (same quota, same fair-use
 * limit, same history) with a language pair, answered in the spec's beta shape.
 */
@Injectable()
export class EnhancedGenerationService {
  constructor(
    private readonly enhancer: EnhanceService,
    private readonly aiConfig: AiConfig,
  ) {}

  async generate(
    user: AuthenticatedUser,
    dto: EnhancedGenerationDto,
  ): Promise<EnhancedGenerationResponseDto> {
    const input_language = dto.input_language ?? 'en';
    const output_language = dto.output_language ?? 'en';
    const settings = {
      emotion_tone: dto.emotion_tone ?? BETA_DEFAULT_TONE,
      intensity: dto.intensity ?? 5,
      output_format: dto.output_format ?? 'plain',
      use_case: dto.use_case ?? null,
      target_word_count: dto.target_word_count ?? dto.word_count ?? null,
    };
    const result = await this.enhancer.enhance(user, {
      text: dto.text,
      persona_profile: dto.persona_profile,
      locked_terms: dto.locked_terms,
      ...settings,
      input_language,
      output_language,
      enhancement_type: 'beta_enhanced',
    });
    const alternative = isMultilingualLanguage(output_language);
    return {
      enhanced_text: result.enhanced_text,
      quality_score: result.quality_score,
      quality_breakdown: result.quality_breakdown,
      input_quality_score: result.input_quality_score,
      model_used: result.model_used,
      processing_time: result.processing_time,
      word_count: result.word_count,
      guardrail_info: this.guardrails(result, {
        input_language,
        output_language,
        route: this.routeOf(result.model_used, alternative),
      }),
      metadata: {
        ...settings,
        alternative_model_language: alternative,
        history_id: result.history_id,
      },
      history_id: result.history_id,
      charged: result.charged,
      charge_note: result.charge_note,
      usage: result.usage,
    };
  }

  private routeOf(modelUsed: string, alternativeLanguage: boolean): GenerationRoute {
    if (modelUsed.startsWith(BUILTIN_MODEL)) return 'built-in';
    return alternativeLanguage && this.aiConfig.multilingualApiKey ? 'alternative' : 'main';
  }

  private guardrails(
    result: EnhanceResponseDto,
    context: GenerationGuardrailInfoDto['context'],
  ): GenerationGuardrailInfoDto {
    const info = result.guardrail_info;
    const kept = info.protected.length - info.missing.length;
    const summary =
      info.missing.length === 0
        ? `Kept all ${info.protected.length} protected details`
        : `Kept ${kept} of ${info.protected.length} protected details; missing: ${info.missing.map((span) => span.text).join(', ')}`;
    return { ...info, response: { passed: info.missing.length === 0, summary }, context };
  }
}
