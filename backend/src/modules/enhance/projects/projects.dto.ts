import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../../common/validation/transforms.js';
import { EnhanceSettingsDto, StoredSettingsDto } from '../dto/settings.dto.js';
import { preview, PROJECT_PREVIEW_CHARS } from '../shared/preview.js';
import type { Project } from './project.entity.js';

export const NAME_MAX = 120;
export const NOTES_MAX = 5000;
const NAME_MESSAGE = `The project name must be at most ${NAME_MAX} characters long`;
const NOTES_MESSAGE = `Notes must be at most 5,000 characters long`;

export class UpdateProjectDto {
  @ApiPropertyOptional({ maxLength: NAME_MAX, example: 'Spring launch e-mail' })
  @IsOptional()
  @Trim()
  @MaxLength(NAME_MAX, { message: NAME_MESSAGE })
  @IsNotEmpty({ message: 'Please enter a project name' })
  @IsString({ message: 'Please enter a project name' })
  name?: string;

  @ApiPropertyOptional({ maxLength: NOTES_MAX })
  @IsOptional()
  @MaxLength(NOTES_MAX, { message: NOTES_MESSAGE })
  @IsString({ message: 'Notes must be text' })
  notes?: string;
}

export class CreateProjectDto extends UpdateProjectDto {
  @ApiProperty({ description: 'The original text (at most twice AI_MAX_INPUT_CHARS)' })
  @IsNotEmpty({ message: 'Please include the original text' })
  @IsString({ message: 'Please include the original text' })
  input: string;

  @ApiProperty({ description: 'The enhanced text (at most twice AI_MAX_INPUT_CHARS)' })
  @IsNotEmpty({ message: 'Please include the enhanced text' })
  @IsString({ message: 'Please include the enhanced text' })
  output: string;

  @ApiProperty({ type: EnhanceSettingsDto })
  @ValidateNested()
  @Type(() => EnhanceSettingsDto)
  @IsObject({ message: 'Please include the settings used' })
  settings: EnhanceSettingsDto;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 10, nullable: true })
  @IsOptional()
  @Max(10, { message: 'The quality score must be a number from 0 to 10' })
  @Min(0, { message: 'The quality score must be a number from 0 to 10' })
  @IsNumber({}, { message: 'The quality score must be a number from 0 to 10' })
  quality_score?: number | null;
}

class ProjectBaseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Project Nov 22, 2026' }) name: string;
  @ApiProperty({ type: StoredSettingsDto }) settings: StoredSettingsDto;
  @ApiProperty({ type: Number, nullable: true }) quality_score: number | null;
  @ApiProperty() created_at: string;
  @ApiProperty({ description: 'When it was last saved' }) updated_at: string;
}

export class ProjectItemDto extends ProjectBaseDto {
  @ApiProperty({ description: `The first ${PROJECT_PREVIEW_CHARS} characters of the original` })
  input_preview: string;
  @ApiProperty({ description: `The first ${PROJECT_PREVIEW_CHARS} characters of the result` })
  output_preview: string;
  @ApiProperty({ description: `The first ${PROJECT_PREVIEW_CHARS} characters of the notes` })
  notes_preview: string;
}

export class ProjectListDto {
  @ApiProperty({ type: [ProjectItemDto], description: 'Newest first' }) items: ProjectItemDto[];
  @ApiProperty() total: number;
}

export class ProjectDto extends ProjectBaseDto {
  @ApiProperty() notes: string;
  @ApiProperty() input: string;
  @ApiProperty() output: string;
}

const base = (project: Project): ProjectBaseDto => ({
  id: project.id,
  name: project.name,
  settings: project.settings,
  quality_score: project.qualityScore,
  created_at: project.createdAt.toISOString(),
  updated_at: project.updatedAt.toISOString(),
});

export const toProjectDto = (project: Project): ProjectDto => ({
  ...base(project),
  notes: project.notes,
  input: project.input,
  output: project.output,
});

export const toProjectItemDto = (project: Project): ProjectItemDto => ({
  ...base(project),
  input_preview: preview(project.input, PROJECT_PREVIEW_CHARS),
  output_preview: preview(project.output, PROJECT_PREVIEW_CHARS),
  notes_preview: preview(project.notes, PROJECT_PREVIEW_CHARS),
});
