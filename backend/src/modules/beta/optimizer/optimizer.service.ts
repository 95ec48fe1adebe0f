import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { countWords, toPlainText } from '../../ai/ai.text.js';
import { AiService } from '../../ai/ai.service.js';
import { AiInputError, type RewriteResult } from '../../ai/ai.types.js';
import { EnhanceService, inputErrorToHttp } from '../../enhance/enhance.service.js';
import { RewriteCharges } from '../../enhance/quota/rewrite-charges.js';
import { BETA_DEFAULT_TONE } from '../shared/beta-defaults.js';
import type { OptimizeDto, OptimizeResponseDto } from './optimizer.dto.js';
import { platformStep } from './model-optimize.js';
import { holdToLimits } from './output-limits.js';
import { checkPlatform, countsOf, platformLength } from './platform-checks.js';
import { platformById, type Platform } from './platforms.js';

const MIN_TARGET = 25;
const MAX_TARGET = 1000;

/**
 * A length to aim for only when the text is over the platform's range: the engine then
 * shortens it. A short text is not padded (padding adds words nobody wrote); the checklist
 * says when it is below the range.
 */
export function targetWordsFor(platform: Platform, text: string): number | null {
  const plain = toPlainText(text);
  const words = countWords(plain);
  const { max_characters: maxChars, link_length: linkLength } = platform.limits;
  const chars = platformLength(plain, linkLength);
  // A hard character limit asks for the words that fit in it, at this text's word length.
  const fitting =
    maxChars !== null && chars > maxChars ? Math.floor((words * maxChars * 0.9) / chars) : null;
  if (words <= platform.limits.max_words && fitting === null) return null;
  const target = Math.min(platform.limits.max_words, fitting ?? Infinity);
  return Math.min(MAX_TARGET, Math.max(MIN_TARGET, target));
}

/**
 * Rewrites for one platform (one use of the plan, charged as POST /api/ai/enhance is) and checks
 * the result against its limits. A model, when there is one, writes the post with the platform's
 * rules and its own checks (model-optimize.ts); else, or when it fails, the built-in engine.
 */
@Injectable()
export class OptimizerService {
  constructor(
    private readonly enhancer: EnhanceService,
    private readonly ai: AiService,
    private readonly charges: RewriteCharges,
  ) {}

  async optimize(user: AuthenticatedUser, dto: OptimizeDto): Promise<OptimizeResponseDto> {
    const platform = platformById(dto.platform)!;
    const prepared = await this.enhancer.prepare(user, {
      text: dto.text,
      emotion_tone: dto.emotion_tone ?? BETA_DEFAULT_TONE,
      intensity: dto.intensity ?? 5,
      use_case: platform.use_case,
      target_word_count: targetWordsFor(platform, dto.text),
      output_format: 'plain',
      enhancement_type: 'beta_enhanced',
    });
    await this.charges.precheck(user);
    let rewritten: RewriteResult;
    try {
      rewritten = await this.ai.rewriteWith(prepared.request, platformStep(platform));
    } catch (error) {
      throw error instanceof AiInputError ? inputErrorToHttp(error) : error;
    }
    const result = await this.enhancer.complete(prepared, rewritten);
    const fitted = holdToLimits(
      toPlainText(dto.text),
      toPlainText(result.enhanced_text),
      platform.limits,
      platform.name,
    );
    const text = fitted.text;
    const checklist = checkPlatform(text, platform.limits);
    return {
      platform: platform.id,
      enhanced_text: fitted.held ? text : result.enhanced_text,
      limit_notes: fitted.notes,
      notes: result.guardrail_info.notes,
      // The text kept as written scores as the text.
      quality_score:
        fitted.held && text === toPlainText(dto.text)
          ? result.input_quality_score
          : result.quality_score,
      quality_breakdown: result.quality_breakdown,
      input_quality_score: result.input_quality_score,
      word_count: result.word_count,
      counts: countsOf(text, platform.limits),
      checklist,
      meets_all: checklist.every((check) => check.passed),
      model_used: result.model_used,
      processing_time: result.processing_time,
      history_id: result.history_id,
      charged: result.charged,
      charge_note: result.charge_note,
      usage: result.usage,
    };
  }
}
