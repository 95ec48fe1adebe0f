import {
  EMOTION_TONES,
  LANGUAGES,
  type EmotionTone,
  type Language,
  CHANGE_LEVELS,
  type ChangeLevel,
  ENGINE_KINDS,
  type EngineKind,
} from '../../ai/ai.types.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';

import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../users/entities/user.entity.js';
import { EnhanceSettingsDto, MinTrimmedLength } from './settings.dto.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

export const ENHANCEMENT_TYPES = ['standard', 'beta_enhanced'] as const;
export type EnhancementType = (typeof ENHANCEMENT_TYPES)[number];

export const EMPTY_TEXT_MESSAGE = 'Please enter some text to enhance';
export const SHORT_TEXT_MESSAGE = 'Please enter at least 10 characters to enhance';

export class EnhanceDto extends EnhanceSettingsDto {
  @ApiProperty({
    example: 'Our new dashboard might help your team save some time every week.',
    description: 'At least 10 characters after trimming; at most AI_MAX_INPUT_CHARS (413 beyond)',
  })
  @MinTrimmedLength(10, { message: SHORT_TEXT_MESSAGE })
  @MinTrimmedLength(1, { message: EMPTY_TEXT_MESSAGE })
  @IsString({ message: EMPTY_TEXT_MESSAGE })
  text: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    description: 'Anything but en needs a model provider',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Please choose a language: ${LANGUAGES.join(', ')}` })
  input_language?: Language;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    description: 'Anything but en needs a model provider',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Please choose a language: ${LANGUAGES.join(', ')}` })
  output_language?: Language;

  @ApiPropertyOptional({
    enum: ENHANCEMENT_TYPES,
    description:
      "Which screen asked: the workspace ('standard', when left out) or the beta form ('beta_enhanced')",
  })
  @IsOptional()
  @IsIn(ENHANCEMENT_TYPES, {
    message: `Please choose an enhancement type: ${ENHANCEMENT_TYPES.join(', ')}`,
  })
  enhancement_type?: EnhancementType;

  @ApiPropertyOptional({
    default: false,
    description:
      'Answer as Server-Sent Events: `delta` events with {text}, then one `result` event with the full answer (or `error` with {detail, status})',
  })
  @IsOptional()
  @IsBoolean({ message: 'stream must be true or false' })
  stream?: boolean;

  @RetainProperty() retain?: boolean;
}

export class QualityBreakdownDto {
  @ApiProperty({ minimum: 0, maximum: 10 }) tone_match: number;
  @ApiProperty({ minimum: 0, maximum: 10 }) clarity: number;
  @ApiProperty({ minimum: 0, maximum: 10 }) meaning_kept: number;
  @ApiProperty({ minimum: 0, maximum: 10 }) length_fit: number;
  @ApiProperty({ minimum: 0, maximum: 10 }) fluency: number;
}

export class ProtectedSpanDto {
  @ApiProperty({ example: 'number' }) kind: string;
  @ApiProperty({ example: '47 minutes' }) text: string;
}

export class GuardrailInfoDto {
  @ApiProperty({ type: [ProtectedSpanDto] }) protected: ProtectedSpanDto[];
  @ApiProperty({ type: [ProtectedSpanDto] }) missing: ProtectedSpanDto[];
  @ApiProperty() repaired: boolean;
  @ApiProperty({ type: [String] }) notes: string[];
}

class ReadabilityDto {
  @ApiProperty() flesch_reading_ease: number;
  @ApiProperty() grade_level: number;
}

class TextAnalysisDto {
  @ApiProperty() word_count: number;
  @ApiProperty() sentence_count: number;
  @ApiProperty() character_count: number;
  @ApiProperty({ type: ReadabilityDto }) readability: ReadabilityDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: '0–1 per tone',
  })
  tone_profile: Record<EmotionTone, number>;
  @ApiProperty({ enum: EMOTION_TONES, enumName: 'EmotionTone' }) dominant_tone: EmotionTone;
  @ApiProperty() passive_sentences: number;
  @ApiProperty() hedges: number;
  @ApiProperty() long_sentences: number;
  @ApiProperty() exclamations: number;
  @ApiProperty({ minimum: -1, maximum: 1 }) sentiment: number;
}

class AnalysisPairDto {
  @ApiProperty({ type: TextAnalysisDto }) input: TextAnalysisDto;
  @ApiProperty({ type: TextAnalysisDto }) output: TextAnalysisDto;
}

export class SentenceAdviceDto {
  @ApiProperty({ example: 0, description: 'Index of the sentence in the enhanced text (0-based)' })
  sentence_index: number;
  @ApiProperty({ example: 'We think the new plan could save you time.' }) sentence: string;
  @ApiProperty({ example: 'the hedge "We think" weakens this claim' }) message: string;
}

export class EngineEditDto {
  @ApiProperty({
    example: 1,
    description:
      'Where the sentence stands in the enhanced text, 0-based (a dropped one: where it stood)',
  })
  sentence_index: number;
  @ApiProperty({
    example: 'I think the Growth plan might work for you.',
    description: "The author's sentence ('' for a line the engine added)",
  })
  before: string;
  @ApiProperty({
    example: 'The Growth plan should work for you.',
    description: "The sentence in the result ('' for a sentence dropped to meet a word limit)",
  })
  after: string;
  @ApiProperty({
    example: 'opinion-openers+firm-modals',
    description:
      "The id of the built-in engine's rule entry that made the change ('+' joins several)",
  })
  rule: string;
  @ApiProperty({
    example: 'Confident: opinion openers; Confident: firm modals',
    description: 'What the change does, in words a person can read',
  })
  reason: string;
}

export class IgnoredSettingDto {
  @ApiProperty({ enum: ['intensity', 'persona'] }) setting: 'intensity' | 'persona';
  @ApiProperty({
    example:
      'intensity 9 gave the same text as intensity 1: the built-in engine has no stronger safe move for this text',
  })
  reason: string;
}

/** Where the account stands after this enhancement, so the SPA can update its counter at once. */
export class UsageDto {
  @ApiProperty({ enum: SUBSCRIPTION_TIERS, enumName: 'SubscriptionTier' })
  subscription_tier: SubscriptionTier;
  @ApiProperty({ description: 'Premium and staff: no quota (fair-use throttled)' })
  unlimited: boolean;
  @ApiProperty({ example: 9 }) free_uses_remaining: number;
  @ApiProperty({ example: 0 }) monthly_requests_used: number;
  @ApiProperty({ type: Number, nullable: true, example: 500, description: 'Pro only' })
  monthly_limit: number | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of the Pro usage period (the renewal date)',
  })
  usage_period_end: string | null;
}

/** What every answer that carries a rewrite says about its charge (no change, no charge). */
export class ChargeOutcomeDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The history entry stored with the charge; null when nothing was charged',
  })
  history_id: string | null;
  @ApiProperty({
    description:
      'One use of the plan was spent. False when the result changed nothing (identical to the text, or different only in case, punctuation or whitespace): then no use, no history entry, no analytics count',
  })
  charged: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'Nothing changed, so this did not use your plan. The built-in engine changed nothing: it found no change it could make safely.',
    description: 'Why this was not charged, with the engine’s reason; null when charged',
  })
  charge_note: string | null;
  @ApiProperty({ type: UsageDto, description: 'Where the account stands after this answer' })
  usage: UsageDto;
}

export class AlternativeDto {
  @ApiProperty() enhanced_text: string;
  @ApiProperty({ minimum: 0, maximum: 10 }) quality_score: number;
  @ApiProperty() word_count: number;
}

export class EnhanceResponseDto extends ChargeOutcomeDto {
  @ApiProperty() enhanced_text: string;
  @ApiProperty({ minimum: 0, maximum: 10, example: 8.4 }) quality_score: number;
  @ApiProperty({ type: QualityBreakdownDto }) quality_breakdown: QualityBreakdownDto;
  @ApiProperty({ minimum: 0, maximum: 10, example: 6.1 }) input_quality_score: number;
  @ApiProperty({ type: QualityBreakdownDto }) input_quality_breakdown: QualityBreakdownDto;
  @ApiProperty({ example: 'resonate-builtin-1' }) model_used: string;
  @ApiProperty({ description: 'Seconds', example: 0.004 }) processing_time: number;
  @ApiProperty() word_count: number;
  @ApiProperty({ type: GuardrailInfoDto }) guardrail_info: GuardrailInfoDto;
  @ApiProperty({ type: AnalysisPairDto }) analysis: AnalysisPairDto;
  @ApiProperty({
    enum: CHANGE_LEVELS,
    description: 'How much a reader sees changed: nothing, a few words, or a rewrite',
  })
  change_level: ChangeLevel;
  @ApiProperty({
    example: 'The built-in engine changed little: a few words, not a rewrite.',
    description: 'Plain words for the user about what the engine did and did not do',
  })
  change_note: string;
  @ApiProperty({
    type: [SentenceAdviceDto],
    description: 'What the writer could change toward the tone, tied to sentences',
  })
  advice: SentenceAdviceDto[];
  @ApiProperty({ enum: ENGINE_KINDS, description: 'Which engine wrote the result' })
  engine: EngineKind;
  @ApiPropertyOptional({
    type: [EngineEditDto],
    description:
      'Built-in engine only: each sentence it changed, added or dropped, with the rule entry that did it and why',
  })
  edits?: EngineEditDto[];
  @ApiPropertyOptional({
    type: [IgnoredSettingDto],
    description:
      'Built-in engine only: settings that made no difference to this result, and why (empty when all had an effect)',
  })
  ignored_settings?: IgnoredSettingDto[];
  @ApiPropertyOptional({
    type: [AlternativeDto],
    description:
      'Premium with a connected model: other versions the model wrote, each verified and scored, best first (the main result is charged once; a version is not)',
  })
  alternatives?: AlternativeDto[];
}
