import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import {
  RHYME_SCHEMES,
  TARGET_EMOTIONS,
  type RhymeScheme,
  type TargetEmotion,
} from '../options.js';
import { ChatMessageDto, OptionalChatMessages } from './chat-message.dto.js';
import { LYRICS_MAX, LYRICS_TOO_LONG } from './song-settings.dto.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

const CHAT_EMPTY = 'Please enter a message';

export class SongChatDto {
  @ApiProperty({ example: 'rhymes for heart', maxLength: 1000 })
  @MaxLength(1000, { message: 'A message can be at most 1,000 characters' })
  @MinTrimmedLength(1, { message: CHAT_EMPTY })
  @IsString({ message: CHAT_EMPTY })
  message: string;

  @ApiPropertyOptional({
    description: 'The lyric being written, for "next line" ideas',
    maxLength: LYRICS_MAX,
  })
  @IsOptional()
  @MaxLength(LYRICS_MAX, { message: LYRICS_TOO_LONG })
  @IsString({ message: 'Lyrics must be text' })
  lyrics?: string;

  @ApiPropertyOptional({ enum: TARGET_EMOTIONS, enumName: 'TargetEmotion' })
  @IsOptional()
  @IsIn(TARGET_EMOTIONS, {
    message: `Please choose a target emotion: ${TARGET_EMOTIONS.join(', ')}`,
  })
  target_emotion?: TargetEmotion;

  @ApiPropertyOptional({
    enum: RHYME_SCHEMES,
    enumName: 'RhymeScheme',
    description: 'Where the next line should rhyme',
  })
  @IsOptional()
  @IsIn(RHYME_SCHEMES, { message: `Please choose a rhyme scheme: ${RHYME_SCHEMES.join(', ')}` })
  rhyme_scheme?: RhymeScheme;

  @OptionalChatMessages('chat_context', 20, 'Only the last 3 are used')
  chat_context?: ChatMessageDto[];

  @RetainProperty() retain?: boolean;
}

class RhymeListDto {
  @ApiProperty() word: string;
  @ApiProperty() syllables: number;
  @ApiProperty({ type: [String] }) perfect: string[];
  @ApiProperty({ type: [String] }) slant: string[];
}

export class SongChatResponseDto {
  @ApiProperty() response: string;
  @ApiProperty({ type: RhymeListDto, nullable: true }) rhymes: RhymeListDto | null;
  @ApiProperty({ example: 'built-in songwriting assistant' }) model_used: string;
}
