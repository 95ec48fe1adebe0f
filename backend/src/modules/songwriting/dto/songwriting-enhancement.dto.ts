import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import { ChatMessageDto, OptionalChatMessages } from './chat-message.dto.js';
import { UsageDto } from '../../enhance/dto/enhance.dto.js';
import {
  ORIGINAL_CLASSIFICATIONS,
  REVIEW_DECISIONS,
  type OriginalClassification,
  type ReviewDecision,
} from '../enhancement/review.js';
import { AnalyzedSectionDto, EmotionalAnalysisDto } from './analysis-result.dto.js';
import { LYRICS_MAX, LYRICS_TOO_LONG, SongSettingsDto } from './song-settings.dto.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

export const ENHANCE_EMPTY = 'Please enter some lyrics to enhance';
export const NO_FEEDBACK_ANALYSIS = 'No emotional analysis available for feedback';
export class SongwritingEnhancementDto extends SongSettingsDto {
  @ApiProperty({ maxLength: LYRICS_MAX })
  @MaxLength(LYRICS_MAX, { message: LYRICS_TOO_LONG })
  @MinTrimmedLength(1, { message: ENHANCE_EMPTY })
  @IsString({ message: ENHANCE_EMPTY })
  lyrics: string;

  @OptionalChatMessages('chat_context', 20, 'Only the last 3 are passed on')
  chat_context?: ChatMessageDto[];

  @ApiPropertyOptional({
    default: false,
    description: 'Re-run with the previous emotional analysis attached',
  })
  @IsOptional()
  @IsBoolean({ message: 'feedback_loop must be true or false' })
  feedback_loop?: boolean;

  @ApiPropertyOptional({
    type: EmotionalAnalysisDto,
    description: 'The previous emotional analysis (required with feedback_loop)',
  })
  @IsOptional()
  @IsObject({ message: NO_FEEDBACK_ANALYSIS })
  emotional_feedback?: Record<string, unknown>;

  @RetainProperty() retain?: boolean;
}

export class LineChangeDto {
  @ApiProperty() line: number;
  @ApiProperty() before: string;
  @ApiProperty() after: string;
  @ApiProperty() reason: string;
}

export class RhymeSuggestionDto {
  @ApiProperty({ description: 'Index of the sung line' }) line: number;
  @ApiProperty() before: string;
  @ApiProperty({ description: 'The line with its last word replaced' }) after: string;
  @ApiProperty() end_word: string;
  @ApiProperty() replacement: string;
  @ApiProperty({ description: 'Index of the line it should rhyme with' }) rhymes_with: number;
  @ApiProperty() reason: string;
}

export class SectionShapeDto extends AnalyzedSectionDto {
  @ApiProperty({ type: [Number], description: 'Syllables per line' }) syllables: number[];
}

export class StructureAnalysisDto {
  @ApiProperty() line_count: number;
  @ApiProperty({ type: [SectionShapeDto] }) sections: SectionShapeDto[];
  @ApiProperty({ description: 'Same sections and number of lines as the original' })
  structure_kept: boolean;
  @ApiProperty({ description: 'Every pair of lines that rhymed still rhymes' })
  rhyme_scheme_kept: boolean;
  @ApiProperty({ description: 'Every line within ±2 syllables of the original' })
  meter_kept: boolean;
  @ApiProperty({ type: [String], description: 'What broke, when something did' }) issues: string[];
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description: 'Model rewrites rejected by the checks, each with its failures',
  })
  rejected_candidates: string[][];
}

export class AgenticReviewDto {
  @ApiProperty({ enum: REVIEW_DECISIONS }) decision: ReviewDecision;
  @ApiProperty() feedback: string;
  @ApiProperty({ enum: ORIGINAL_CLASSIFICATIONS }) originalClassification: OriginalClassification;
}

export class SongwritingEnhancementResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty() enhanced_lyrics: string;
  @ApiProperty({ type: EmotionalAnalysisDto }) emotional_analysis: EmotionalAnalysisDto;
  @ApiProperty({ type: StructureAnalysisDto }) structure_analysis: StructureAnalysisDto;
  @ApiProperty({
    minimum: 0,
    maximum: 10,
    description: 'Measured craft score of the enhanced lyric',
  })
  quality_score: number;
  @ApiProperty({ minimum: 0, maximum: 10 }) original_quality_score: number;
  @ApiProperty({ type: [String] }) songwriting_tips: string[];
  @ApiProperty({ type: AgenticReviewDto }) agentic_review: AgenticReviewDto;
  @ApiProperty({ type: [LineChangeDto], description: 'What changed, line by line, and why' })
  changes: LineChangeDto[];
  @ApiProperty({
    type: [RhymeSuggestionDto],
    description:
      'Replacements for weak or broken rhymes in the result, keeping syllables and stress: suggestions the writer accepts, never applied',
  })
  rhyme_suggestions: RhymeSuggestionDto[];
  @ApiProperty({ example: 'built-in songwriting engine' }) model_used: string;
  @ApiProperty() processing_time: number;
  @ApiProperty({ type: UsageDto }) usage: UsageDto;
  @ApiProperty({ description: 'One use was spent: false when the lyric came back as it was' })
  charged: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      '"Nothing changed, so this did not use your plan." with the reason; null when charged',
  })
  charge_note: string | null;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}
