import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { EnhanceSettingsDto, MinTrimmedLength } from '../../enhance/dto/settings.dto.js';

export const BETA_EMPTY_TEXT_MESSAGE = 'Please enter some text to enhance';
export const BETA_SHORT_TEXT_MESSAGE = 'Text too short - minimum 10 characters';

/** A text to rewrite with the beta messages for empty and short input, plus the usual settings. */
export class BetaTextSettingsDto extends EnhanceSettingsDto {
  @ApiProperty({ description: 'At least 10 characters after trimming' })
  @MinTrimmedLength(10, { message: BETA_SHORT_TEXT_MESSAGE })
  @MinTrimmedLength(1, { message: BETA_EMPTY_TEXT_MESSAGE })
  @IsString({ message: BETA_EMPTY_TEXT_MESSAGE })
  text: string;
}
