import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { ANALYSIS_MODES, type AnalysisMode, type HeatBand } from '../../ai/ai.types.js';
import { MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

export const HEAT_MAP_EMPTY_MESSAGE = 'Please enter some text to analyze';
export const HEAT_MAP_SHORT_MESSAGE =
  'Text too short for meaningful analysis - minimum 20 characters';
export const HEAT_BANDS: HeatBand[] = ['Very Low', 'Low', 'Medium', 'High', 'Very High'];
export const GRANULARITIES = ['sentence'] as const;

export class HeatMapRequestDto {
  @ApiProperty({ description: 'At least 20 characters after trimming' })
  @MinTrimmedLength(20, { message: HEAT_MAP_SHORT_MESSAGE })
  @MinTrimmedLength(1, { message: HEAT_MAP_EMPTY_MESSAGE })
  @IsString({ message: HEAT_MAP_EMPTY_MESSAGE })
  text: string;

  @ApiPropertyOptional({ enum: ANALYSIS_MODES, default: 'emotion' })
  @IsOptional()
  @IsIn(ANALYSIS_MODES, {
    message: `Please choose an analysis mode: ${ANALYSIS_MODES.join(', ')}`,
  })
  analysis_mode?: AnalysisMode;

  @ApiPropertyOptional({ enum: GRANULARITIES, default: 'sentence' })
  @IsOptional()
  @IsIn(GRANULARITIES, { message: "The granularity must be 'sentence'" })
  granularity?: (typeof GRANULARITIES)[number];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'include_suggestions must be true or false' })
  include_suggestions?: boolean;

  @RetainProperty() retain?: boolean;
}

export class HeatMapSentenceDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty() text: string;
  @ApiProperty({ minimum: 0, maximum: 1 }) intensity: number;
  @ApiProperty({ enum: HEAT_BANDS }) band: HeatBand;
  @ApiProperty({ type: [String], description: 'Why the sentence scores as it does' })
  insights: string[];
}

export class HeatMapMetadataDto {
  @ApiProperty({ enum: ANALYSIS_MODES }) analysis_mode: AnalysisMode;
  @ApiProperty() total_sentences: number;
  @ApiProperty({ description: 'Seconds' }) processing_time: number;
  @ApiProperty({
    description:
      'Who wrote the explanations and suggestions: the model, or the built-in analysis. The intensities and scores are always the app’s own measures.',
    example: 'resonate-builtin-1',
  })
  model_used: string;
  @ApiProperty({
    type: [String],
    description: 'Why the model’s answer was not used, or what of it was left out',
  })
  notes: string[];
}

export class WordIntensityDto {
  @ApiProperty() text: string;
  @ApiProperty({ minimum: 0, maximum: 1 }) intensity: number;
}

export class HeatMapResponseDto {
  @ApiProperty({ type: [HeatMapSentenceDto] }) analysis: HeatMapSentenceDto[];
  @ApiProperty({ minimum: 0, maximum: 1 }) overall_score: number;
  @ApiProperty({ type: [String] }) suggestions: string[];
  @ApiProperty({ type: HeatMapMetadataDto }) metadata: HeatMapMetadataDto;
  @ApiProperty({ type: [WordIntensityDto] }) word_analysis: WordIntensityDto[];
}
