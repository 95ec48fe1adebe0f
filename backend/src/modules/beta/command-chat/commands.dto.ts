import {
  ANALYSIS_MODES,
  EMOTION_TONES,
  OUTPUT_FORMATS,
  USE_CASES,
  type AnalysisMode,
  type EmotionTone,
  type OutputFormat,
  type UseCase,
  ENGINE_KINDS,
  type EngineKind,
} from '../../ai/ai.types.js';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  INTENSITY_MESSAGE,
  MinTrimmedLength,
  TARGET_WORDS_MAX,
  TARGET_WORDS_MESSAGE,
  TARGET_WORDS_MIN,
} from '../../enhance/dto/settings.dto.js';

/** The spec's five commands the Enhanced Workspace carries out (section 4). */
export const COMMAND_TYPES = [
  'apply_template',
  'update_settings',
  'enhance_content',
  'analyze_content',
  'toggle_panel',
] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

/** The workspace's three toggleable panels. */
export const WORKSPACE_PANELS = ['templates', 'analysis', 'chat'] as const;
export type WorkspacePanel = (typeof WORKSPACE_PANELS)[number];

const choose = (what: string, values: readonly string[]) =>
  `Please choose ${what}: ${values.join(', ')}`;

/**
 * The workspace's settings as the chat reads them (context.settings) and changes them
 * (update_settings): the same values and messages as the enhance form.
 */
export class WorkspaceSettingsDto {
  @ApiPropertyOptional({ enum: EMOTION_TONES, enumName: 'EmotionTone' })
  @IsOptional()
  @IsIn(EMOTION_TONES, { message: choose('a tone', EMOTION_TONES) })
  emotion_tone?: EmotionTone;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 10 })
  @IsOptional()
  @Max(10, { message: INTENSITY_MESSAGE })
  @Min(1, { message: INTENSITY_MESSAGE })
  @IsInt({ message: INTENSITY_MESSAGE })
  intensity?: number;

  @ApiPropertyOptional({ enum: USE_CASES, enumName: 'UseCase' })
  @IsOptional()
  @IsIn(USE_CASES, { message: choose('a use case', USE_CASES) })
  use_case?: UseCase;

  @ApiPropertyOptional({ enum: OUTPUT_FORMATS, enumName: 'OutputFormat' })
  @IsOptional()
  @IsIn(OUTPUT_FORMATS, { message: choose('an output format', OUTPUT_FORMATS) })
  output_format?: OutputFormat;

  @ApiPropertyOptional({ type: 'integer', minimum: TARGET_WORDS_MIN, maximum: TARGET_WORDS_MAX })
  @IsOptional()
  @Max(TARGET_WORDS_MAX, { message: TARGET_WORDS_MESSAGE })
  @Min(TARGET_WORDS_MIN, { message: TARGET_WORDS_MESSAGE })
  @IsInt({ message: TARGET_WORDS_MESSAGE })
  target_word_count?: number;
}

/** update_settings: the settings to change (at least one); the others stay as they are. */
export class UpdateSettingsArgumentsDto extends WorkspaceSettingsDto {}

export const TEMPLATE_ID_MESSAGE = 'template_id must name one of your templates or a built-in';

/** apply_template: a template's id from GET /api/beta/templates (a built-in or the user's own). */
export class ApplyTemplateArgumentsDto {
  @ApiProperty({ maxLength: 100, example: 'builtin-product-launch' })
  @MaxLength(100, { message: TEMPLATE_ID_MESSAGE })
  @MinTrimmedLength(1, { message: TEMPLATE_ID_MESSAGE })
  @IsString({ message: TEMPLATE_ID_MESSAGE })
  template_id: string;
}

/** enhance_content: rewrite the workspace's text with its current settings. No arguments. */
export class EnhanceContentArgumentsDto {}

/** analyze_content: a heat map of the result (or of the input before any result) in one mode. */
export class AnalyzeContentArgumentsDto {
  @ApiProperty({ enum: ANALYSIS_MODES, enumName: 'AnalysisMode' })
  @IsIn(ANALYSIS_MODES, { message: choose('an analysis mode', ANALYSIS_MODES) })
  analysis_mode: AnalysisMode;
}

/** toggle_panel: open or close a panel; without `open` it flips. */
export class TogglePanelArgumentsDto {
  @ApiProperty({ enum: WORKSPACE_PANELS, enumName: 'WorkspacePanel' })
  @IsIn(WORKSPACE_PANELS, { message: choose('a panel', WORKSPACE_PANELS) })
  panel: WorkspacePanel;

  @ApiPropertyOptional({ description: 'true opens, false closes; left out, the panel flips' })
  @IsOptional()
  @IsBoolean({ message: 'open must be true or false' })
  open?: boolean;
}

/** Each command's arguments class: what validates them and what the model's tools are made from. */
export const COMMAND_ARGUMENTS = {
  apply_template: ApplyTemplateArgumentsDto,
  update_settings: UpdateSettingsArgumentsDto,
  enhance_content: EnhanceContentArgumentsDto,
  analyze_content: AnalyzeContentArgumentsDto,
  toggle_panel: TogglePanelArgumentsDto,
} as const satisfies Record<CommandType, new () => object>;

export class ApplyTemplateCommandDto {
  @ApiProperty({ enum: ['apply_template'] }) type: 'apply_template';
  @ApiProperty({ type: ApplyTemplateArgumentsDto }) arguments: ApplyTemplateArgumentsDto;
}

export class UpdateSettingsCommandDto {
  @ApiProperty({ enum: ['update_settings'] }) type: 'update_settings';
  @ApiProperty({ type: UpdateSettingsArgumentsDto }) arguments: UpdateSettingsArgumentsDto;
}

export class EnhanceContentCommandDto {
  @ApiProperty({ enum: ['enhance_content'] }) type: 'enhance_content';
  @ApiProperty({ type: EnhanceContentArgumentsDto }) arguments: EnhanceContentArgumentsDto;
}

export class AnalyzeContentCommandDto {
  @ApiProperty({ enum: ['analyze_content'] }) type: 'analyze_content';
  @ApiProperty({ type: AnalyzeContentArgumentsDto }) arguments: AnalyzeContentArgumentsDto;
}

export class TogglePanelCommandDto {
  @ApiProperty({ enum: ['toggle_panel'] }) type: 'toggle_panel';
  @ApiProperty({ type: TogglePanelArgumentsDto }) arguments: TogglePanelArgumentsDto;
}

export type WorkspaceCommand =
  | ApplyTemplateCommandDto
  | UpdateSettingsCommandDto
  | EnhanceContentCommandDto
  | AnalyzeContentCommandDto
  | TogglePanelCommandDto;

const COMMAND_DTOS = {
  apply_template: ApplyTemplateCommandDto,
  update_settings: UpdateSettingsCommandDto,
  enhance_content: EnhanceContentCommandDto,
  analyze_content: AnalyzeContentCommandDto,
  toggle_panel: TogglePanelCommandDto,
} as const satisfies Record<CommandType, new () => object>;

@ApiExtraModels(...Object.values(COMMAND_DTOS))
export class CommandChatResponseDto {
  @ApiProperty({ description: 'The reply: what will be done, or what the assistant can do' })
  message: string;

  @ApiProperty({
    type: 'array',
    description: 'For the page to carry out, in order',
    items: {
      oneOf: Object.values(COMMAND_DTOS).map((dto) => ({ $ref: getSchemaPath(dto) })),
      discriminator: {
        propertyName: 'type',
        mapping: Object.fromEntries(
          Object.entries(COMMAND_DTOS).map(([type, dto]) => [type, getSchemaPath(dto)]),
        ),
      },
    },
  })
  commands: WorkspaceCommand[];

  @ApiProperty({ enum: ENGINE_KINDS, description: 'builtin: intent parsing; provider: a model' })
  engine: EngineKind;

  @ApiProperty({ example: 'resonate-builtin-1' }) model_used: string;

  @ApiProperty({
    type: [String],
    description: 'Commands the model asked for that were not valid and left out, and fallbacks',
  })
  notes: string[];

  @ApiProperty({ description: 'Seconds' }) processing_time: number;
}
