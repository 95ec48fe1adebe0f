import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { EMOTION_TONES, USE_CASES, type EmotionTone, type UseCase } from '../../ai/ai.types.js';
import { ChargeOutcomeDto, QualityBreakdownDto } from '../../enhance/dto/enhance.dto.js';
import { EnhanceSettingsDto, MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import { BETA_SHORT_TEXT_MESSAGE } from '../shared/beta-text.js';
import {
  EMOJI_RULES,
  LINK_RULES,
  PLATFORM_IDS,
  type EmojiRule,
  type LinkRule,
  type PlatformId,
} from './platforms.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

export const OPTIMIZER_MISSING_MESSAGE = 'Please select a use case and enter text';
export const CHECK_RULES = [
  'characters',
  'visible_hook',
  'words',
  'hashtags',
  'links',
  'emojis',
] as const;

export class OptimizeDto extends PickType(EnhanceSettingsDto, [
  'emotion_tone',
  'intensity',
] as const) {
  @ApiProperty({ enum: PLATFORM_IDS })
  @IsIn(PLATFORM_IDS, { message: OPTIMIZER_MISSING_MESSAGE })
  platform: PlatformId;

  @ApiProperty({ description: 'At least 10 characters after trimming' })
  @MinTrimmedLength(10, { message: BETA_SHORT_TEXT_MESSAGE })
  @MinTrimmedLength(1, { message: OPTIMIZER_MISSING_MESSAGE })
  @IsString({ message: OPTIMIZER_MISSING_MESSAGE })
  text: string;

  // Validated as in EnhanceSettingsDto; only the default differs.
  @ApiPropertyOptional({ enum: EMOTION_TONES, default: 'professional' })
  override emotion_tone?: EmotionTone;

  @RetainProperty() retain?: boolean;
}

export class PlatformLimitsDto {
  @ApiProperty({ type: Number, nullable: true }) max_characters: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Shown before the platform cuts the text',
  })
  visible_characters: number | null;
  @ApiProperty() min_words: number;
  @ApiProperty() max_words: number;
  @ApiProperty() min_hashtags: number;
  @ApiProperty() max_hashtags: number;
  @ApiProperty({ enum: LINK_RULES }) links: LinkRule;
  @ApiProperty({ enum: EMOJI_RULES }) emojis: EmojiRule;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Characters each link counts for (X: 23)',
  })
  link_length: number | null;
}

export class PlatformDto {
  @ApiProperty({ enum: PLATFORM_IDS }) id: PlatformId;
  @ApiProperty() name: string;
  @ApiProperty({ enum: USE_CASES }) use_case: UseCase;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ type: [String] }) tips: string[];
  @ApiProperty() sample: string;
  @ApiProperty({ type: PlatformLimitsDto }) limits: PlatformLimitsDto;
}

export class PlatformCheckDto {
  @ApiProperty({ enum: CHECK_RULES }) rule: (typeof CHECK_RULES)[number];
  @ApiProperty() passed: boolean;
  @ApiProperty({ example: '212 of at most 280 characters' }) detail: string;
}

export class TextCountsDto {
  @ApiProperty({ description: 'As the platform counts them' }) characters: number;
  @ApiProperty() words: number;
  @ApiProperty() hashtags: number;
  @ApiProperty() links: number;
  @ApiProperty() emojis: number;
}

export class OptimizeResponseDto extends ChargeOutcomeDto {
  @ApiProperty({ enum: PLATFORM_IDS }) platform: PlatformId;
  @ApiProperty() enhanced_text: string;
  @ApiProperty({ minimum: 0, maximum: 10 }) quality_score: number;
  @ApiProperty({ type: QualityBreakdownDto }) quality_breakdown: QualityBreakdownDto;
  @ApiProperty({ minimum: 0, maximum: 10 }) input_quality_score: number;
  @ApiProperty() word_count: number;
  @ApiProperty({ type: TextCountsDto }) counts: TextCountsDto;
  @ApiProperty({ type: [PlatformCheckDto] }) checklist: PlatformCheckDto[];
  @ApiProperty({ description: 'Every check passed' }) meets_all: boolean;
  @ApiProperty({
    type: [String],
    description:
      'What a missed length limit would take, and whether the rewrite was cut back to keep every limit the text met',
  })
  limit_notes: string[];
  @ApiProperty({
    type: [String],
    description:
      'What the rewrite kept, and why the model’s answer was redone or not used when it was not',
  })
  notes: string[];
  @ApiProperty() model_used: string;
  @ApiProperty({ description: 'Seconds' }) processing_time: number;
}
