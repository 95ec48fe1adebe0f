import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  EMOTION_TONES,
  OUTPUT_FORMATS,
  type EmotionTone,
  type OutputFormat,
} from '../../ai/ai.types.js';

export const RANGES = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;
export type AnalyticsRange = keyof typeof RANGES;
export const RANGE_NAMES = Object.keys(RANGES) as AnalyticsRange[];

export class AnalyticsQueryDto {
  @ApiPropertyOptional({ enum: RANGE_NAMES, enumName: 'AnalyticsRange', default: '30d' })
  @IsOptional()
  @IsIn(RANGE_NAMES, { message: `range must be one of ${RANGE_NAMES.join(', ')}` })
  range?: AnalyticsRange;
}

class TotalsDto {
  @ApiProperty() enhancements: number;
  @ApiProperty({ description: 'Words of the texts sent in' }) words_processed: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean input quality, 0–10' })
  average_quality_before: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean output quality, 0–10' })
  average_quality_after: number | null;
  @ApiProperty({ type: Number, nullable: true }) average_improvement: number | null;
}

class DayDto {
  @ApiProperty({ example: '2026-11-22' }) date: string;
  @ApiProperty() enhancements: number;
  @ApiProperty() words: number;
}

class ToneCountDto {
  @ApiProperty({ enum: EMOTION_TONES, enumName: 'EmotionTone' }) tone: EmotionTone;
  @ApiProperty() count: number;
}

class FormatCountDto {
  @ApiProperty({ enum: OUTPUT_FORMATS, enumName: 'OutputFormat' }) format: OutputFormat;
  @ApiProperty() count: number;
}

class ImprovedDto {
  @ApiProperty({ format: 'uuid' }) history_id: string;
  @ApiProperty() input_preview: string;
  @ApiProperty() quality_before: number;
  @ApiProperty() quality_after: number;
  @ApiProperty() improvement: number;
}

export class AnalyticsDto {
  @ApiProperty({ enum: RANGE_NAMES, enumName: 'AnalyticsRange' }) range: AnalyticsRange;
  @ApiProperty({ example: '2026-10-24', description: 'First UTC day counted' }) from: string;
  @ApiProperty({ example: '2026-11-22', description: 'Last UTC day counted (today)' }) to: string;
  @ApiProperty({ type: TotalsDto }) totals: TotalsDto;
  @ApiProperty({ type: [DayDto], description: 'Every day of the range, oldest first' })
  per_day: DayDto[];
  @ApiProperty({ type: [ToneCountDto] }) tone_mix: ToneCountDto[];
  @ApiProperty({ type: [FormatCountDto] }) format_mix: FormatCountDto[];
  @ApiProperty({
    type: [ImprovedDto],
    description: 'The five kept history entries of the range whose quality rose most',
  })
  best_improved: ImprovedDto[];
}
