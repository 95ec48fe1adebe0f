import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ANALYSIS_MODES, type AnalysisMode } from '../../ai/ai.types.js';
import { MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import { WorkspaceSettingsDto } from './commands.dto.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

export const CHAT_MESSAGE_REQUIRED = 'Please type a message';
export const MAX_CHAT_MESSAGE = 2000;
export const MAX_HEAT_MAP_SUGGESTIONS = 10;

/** What the page knows of its heat map: enough for the assistant to talk about it. */
export class HeatMapContextDto {
  @ApiProperty({ enum: ANALYSIS_MODES, enumName: 'AnalysisMode' })
  @IsIn(ANALYSIS_MODES, { message: `Please choose an analysis mode: ${ANALYSIS_MODES.join(', ')}` })
  analysis_mode: AnalysisMode;

  @ApiProperty({ minimum: 0, maximum: 1 })
  @Max(1, { message: 'overall_score must be between 0 and 1' })
  @Min(0, { message: 'overall_score must be between 0 and 1' })
  @IsNumber({}, { message: 'overall_score must be between 0 and 1' })
  overall_score: number;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_HEAT_MAP_SUGGESTIONS })
  @IsOptional()
  @MaxLength(500, { each: true, message: 'Each suggestion can be at most 500 characters long' })
  @IsString({ each: true, message: 'suggestions must be a list of texts' })
  @ArrayMaxSize(MAX_HEAT_MAP_SUGGESTIONS, {
    message: `Please send at most ${MAX_HEAT_MAP_SUGGESTIONS} suggestions`,
  })
  @IsArray({ message: 'suggestions must be a list of texts' })
  suggestions?: string[];
}

/** The document the chat is about (spec section 7: context of POST /beta/ai-chat). */
export class CommandChatContextDto {
  @ApiPropertyOptional({ description: 'The text in the input; at most AI_MAX_INPUT_CHARS (413)' })
  @IsOptional()
  @IsString({ message: 'originalText must be text' })
  originalText?: string;

  @ApiPropertyOptional({ description: 'The current result; at most AI_MAX_INPUT_CHARS (413)' })
  @IsOptional()
  @IsString({ message: 'enhancedText must be text' })
  enhancedText?: string;

  @ApiPropertyOptional({ type: WorkspaceSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => WorkspaceSettingsDto)
  @IsObject({ message: 'settings must be an object' })
  settings?: WorkspaceSettingsDto;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    description: 'The id of the template last applied',
  })
  @IsOptional()
  @MaxLength(100, { message: 'selectedTemplate must be a template id' })
  @IsString({ message: 'selectedTemplate must be a template id' })
  selectedTemplate?: string | null;

  @ApiPropertyOptional({ type: HeatMapContextDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => HeatMapContextDto)
  @IsObject({ message: 'heatMapData must be an object' })
  heatMapData?: HeatMapContextDto | null;
}

export class CommandChatDto {
  @ApiProperty({ maxLength: MAX_CHAT_MESSAGE, example: 'Make it more urgent' })
  @MaxLength(MAX_CHAT_MESSAGE, {
    message: `Your message can be at most ${MAX_CHAT_MESSAGE} characters long`,
  })
  @MinTrimmedLength(1, { message: CHAT_MESSAGE_REQUIRED })
  @IsString({ message: CHAT_MESSAGE_REQUIRED })
  message: string;

  @ApiPropertyOptional({ type: CommandChatContextDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CommandChatContextDto)
  @IsObject({ message: 'context must be an object' })
  context?: CommandChatContextDto;

  @RetainProperty() retain?: boolean;
}
