import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LANGUAGES, type Language } from '../../ai/ai.types.js';
import {
  ChargeOutcomeDto,
  GuardrailInfoDto,
  QualityBreakdownDto,
} from '../../enhance/dto/enhance.dto.js';
import { TARGET_WORDS_MESSAGE } from '../../enhance/dto/settings.dto.js';
import { BetaTextSettingsDto } from '../shared/beta-text.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

const LANGUAGE_MESSAGE = `Please choose a language: ${LANGUAGES.join(', ')}`;
export const GENERATION_ROUTES = ['built-in', 'main', 'alternative'] as const;
export type GenerationRoute = (typeof GENERATION_ROUTES)[number];

export class EnhancedGenerationDto extends BetaTextSettingsDto {
  @ApiPropertyOptional({
    minimum: 25,
    maximum: 1000,
    description: 'Another name for target_word_count (used when that is absent)',
  })
  @IsOptional()
  @Max(1000, { message: TARGET_WORDS_MESSAGE })
  @Min(25, { message: TARGET_WORDS_MESSAGE })
  @IsInt({ message: TARGET_WORDS_MESSAGE })
  word_count?: number;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'en' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  input_language?: Language;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    default: 'en',
    description:
      'Anything but en needs a model provider; zh, ja, ko and hi go to the alternative model when one is configured',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  output_language?: Language;

  @ApiPropertyOptional({
    description:
      'Accepted for compatibility; the server routes by output language (AI_MULTILINGUAL_*)',
  })
  @IsOptional()
  @IsBoolean({ message: 'use_deepseek must be true or false' })
  use_deepseek?: boolean;

  @RetainProperty() retain?: boolean;
}

class GuardrailResponseCheckDto {
  @ApiProperty({ description: 'Every protected detail of the input is in the answer' })
  passed: boolean;
  @ApiProperty({ example: 'Kept all 3 protected details' }) summary: string;
}

class GuardrailContextDto {
  @ApiProperty({ enum: LANGUAGES }) input_language: Language;
  @ApiProperty({ enum: LANGUAGES }) output_language: Language;
  @ApiProperty({ enum: GENERATION_ROUTES, description: 'Which engine answered' })
  route: GenerationRoute;
}

export class GenerationGuardrailInfoDto extends GuardrailInfoDto {
  @ApiProperty({ type: GuardrailResponseCheckDto }) response: GuardrailResponseCheckDto;
  @ApiProperty({ type: GuardrailContextDto }) context: GuardrailContextDto;
}

class GenerationMetadataDto {
  @ApiProperty() emotion_tone: string;
  @ApiProperty() intensity: number;
  @ApiProperty() output_format: string;
  @ApiProperty({ type: String, nullable: true }) use_case: string | null;
  @ApiProperty({ type: Number, nullable: true }) target_word_count: number | null;
  @ApiProperty({ description: 'The output language is one of the alternative-model languages' })
  alternative_model_language: boolean;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The history entry this use was recorded as (null when nothing changed)',
  })
  history_id: string | null;
}

export class EnhancedGenerationResponseDto extends ChargeOutcomeDto {
  @ApiProperty() enhanced_text: string;
  @ApiProperty({ minimum: 0, maximum: 10 }) quality_score: number;
  @ApiProperty({ type: QualityBreakdownDto }) quality_breakdown: QualityBreakdownDto;
  @ApiProperty({ minimum: 0, maximum: 10 }) input_quality_score: number;
  @ApiProperty({ example: 'resonate-builtin-1' }) model_used: string;
  @ApiProperty({ description: 'Seconds' }) processing_time: number;
  @ApiProperty() word_count: number;
  @ApiProperty({ type: GenerationGuardrailInfoDto }) guardrail_info: GenerationGuardrailInfoDto;
  @ApiProperty({ type: GenerationMetadataDto }) metadata: GenerationMetadataDto;
}
