import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import { LyricAnalysisDto } from './analysis-result.dto.js';
import { LYRICS_MAX, LYRICS_TOO_LONG, SongSettingsDto } from './song-settings.dto.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

export const ANALYZE_EMPTY = 'Please enter some lyrics to analyze';

export class LyricalAnalysisDto extends SongSettingsDto {
  @ApiProperty({
    example: '[Verse]\nI walked alone along the empty road\n...',
    maxLength: LYRICS_MAX,
  })
  @MaxLength(LYRICS_MAX, { message: LYRICS_TOO_LONG })
  @MinTrimmedLength(1, { message: ANALYZE_EMPTY })
  @IsString({ message: ANALYZE_EMPTY })
  lyrics: string;

  @RetainProperty() retain?: boolean;
}

export class LyricalAnalysisResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: LyricAnalysisDto }) analysis: LyricAnalysisDto;
  @ApiProperty({ type: String, nullable: true, description: 'Always null on success' }) error:
    string | null;
}
