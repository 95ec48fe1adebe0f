import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { EnhanceSettingsDto } from '../dto/settings.dto.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

export const EXPORT_FORMATS = ['txt', 'md', 'html', 'docx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Formats only Premium may export. */
export const PREMIUM_EXPORT_FORMATS: readonly ExportFormat[] = ['docx', 'pdf'];

export class ExportDto {
  @ApiProperty({
    enum: EXPORT_FORMATS,
    enumName: 'ExportFormat',
    description: 'docx and pdf: Premium',
  })
  @IsIn(EXPORT_FORMATS, {
    message: `Please choose an export format: ${EXPORT_FORMATS.join(', ')}`,
  })
  format: ExportFormat;

  @ApiPropertyOptional({ format: 'uuid', description: 'Export a history entry…' })
  @IsOptional()
  @IsUUID('all', { message: 'That is not a valid history entry id.' })
  history_id?: string;

  @ApiPropertyOptional({ description: '…or these texts (the enhanced text is required then)' })
  @IsOptional()
  @IsString({ message: 'The original text must be text' })
  input?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'The enhanced text must be text' })
  output?: string;

  @ApiPropertyOptional({ type: EnhanceSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => EnhanceSettingsDto)
  @IsObject({ message: 'The settings must be an object' })
  settings?: EnhanceSettingsDto;

  @ApiPropertyOptional({ minimum: 0, maximum: 10 })
  @IsOptional()
  @Max(10, { message: 'The quality score must be a number from 0 to 10' })
  @Min(0, { message: 'The quality score must be a number from 0 to 10' })
  @IsNumber({}, { message: 'The quality score must be a number from 0 to 10' })
  quality_score?: number;

  @RetainProperty() retain?: boolean;
}
