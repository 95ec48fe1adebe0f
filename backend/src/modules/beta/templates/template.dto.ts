import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  EMOTION_TONES,
  OUTPUT_FORMATS,
  USE_CASES,
  type EmotionTone,
  type OutputFormat,
  type UseCase,
} from '../../ai/ai.types.js';
import { EnhanceSettingsDto, MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from './built-in-templates.js';

export const TEMPLATE_NAME_REQUIRED = 'Template name is required';
export const MAX_TEMPLATE_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

/** What the template modal sends to create or replace a template. */
export class TemplateInputDto extends PickType(EnhanceSettingsDto, [
  'emotion_tone',
  'intensity',
  'use_case',
  'output_format',
] as const) {
  @ApiProperty({ maxLength: 100, example: 'Launch e-mail' })
  @MaxLength(100, { message: 'Template name can be at most 100 characters long' })
  @MinTrimmedLength(1, { message: TEMPLATE_NAME_REQUIRED })
  @IsString({ message: TEMPLATE_NAME_REQUIRED })
  name: string;

  @ApiPropertyOptional({ maxLength: 500, default: '' })
  @IsOptional()
  @MaxLength(500, { message: 'The description can be at most 500 characters long' })
  @IsString({ message: 'The description must be text' })
  description?: string;

  // Validated as in EnhanceSettingsDto; only the defaults differ.
  @ApiPropertyOptional({ enum: EMOTION_TONES, enumName: 'EmotionTone', default: 'balanced' })
  override emotion_tone?: EmotionTone;

  @ApiPropertyOptional({ enum: USE_CASES, enumName: 'UseCase', default: 'general' })
  override use_case?: UseCase;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_TEMPLATE_TAGS,
    description: 'Trimmed; empty ones are dropped',
  })
  @IsOptional()
  @MaxLength(MAX_TAG_LENGTH, {
    each: true,
    message: `Each tag can be at most ${MAX_TAG_LENGTH} characters long`,
  })
  @IsString({ each: true, message: 'Tags must be a list of words' })
  @ArrayMaxSize(MAX_TEMPLATE_TAGS, { message: `Please use at most ${MAX_TEMPLATE_TAGS} tags` })
  @IsArray({ message: 'Tags must be a list of words' })
  tags?: string[];
}

export class TemplateDto {
  @ApiProperty({
    example: 'builtin-product-launch',
    description: 'A UUID, or builtin-… for the built-ins',
  })
  id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: EMOTION_TONES, enumName: 'EmotionTone' }) emotion_tone: EmotionTone;
  @ApiProperty({ minimum: 1, maximum: 10 }) intensity: number;
  @ApiProperty({ enum: USE_CASES, enumName: 'UseCase' }) use_case: UseCase;
  @ApiProperty({ enum: OUTPUT_FORMATS, enumName: 'OutputFormat' }) output_format: OutputFormat;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ description: 'A built-in: everyone sees it, nobody can change it' })
  is_default: boolean;
  @ApiProperty({
    enum: TEMPLATE_CATEGORIES,
    enumName: 'TemplateCategory',
    nullable: true,
    description: 'Built-ins only',
  })
  category: TemplateCategory | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'null for built-ins',
  })
  created_at: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'null for built-ins',
  })
  updated_at: string | null;
}

export class TemplateListDto {
  @ApiProperty({
    type: [TemplateDto],
    description: 'Your own templates (newest first), then the built-ins',
  })
  templates: TemplateDto[];
}
