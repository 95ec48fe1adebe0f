import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import { ChatMessageDto, OptionalChatMessages } from '../dto/chat-message.dto.js';
import {
  LYRICS_MAX,
  LYRICS_TOO_LONG,
  SongSettingsDto,
  TITLE_MAX,
} from '../dto/song-settings.dto.js';
import type { Song } from './song.entity.js';

export const SONG_NOT_FOUND = 'Song not found';
const SAVE_EMPTY = 'Please enter some lyrics to save';

export class SaveSongDto {
  @ApiPropertyOptional({
    maxLength: TITLE_MAX,
    example: 'Hold On',
    description: '"Untitled song" when empty',
  })
  @IsOptional()
  @MaxLength(TITLE_MAX, { message: 'The song title can be at most 200 characters' })
  @IsString({ message: 'The song title must be text' })
  title?: string;

  @ApiProperty({ maxLength: LYRICS_MAX })
  @MaxLength(LYRICS_MAX, { message: LYRICS_TOO_LONG })
  @MinTrimmedLength(1, { message: SAVE_EMPTY })
  @IsString({ message: SAVE_EMPTY })
  lyrics: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LYRICS_MAX })
  @IsOptional()
  @MaxLength(LYRICS_MAX, { message: LYRICS_TOO_LONG })
  @IsString({ message: 'Enhanced lyrics must be text' })
  enhanced_lyrics?: string | null;

  @ApiPropertyOptional({ type: SongSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SongSettingsDto)
  @IsObject({ message: 'settings must be an object' })
  settings?: SongSettingsDto;

  @OptionalChatMessages('chat_history', 50)
  chat_history?: ChatMessageDto[];
}

export class SongSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'The first line' }) first_line: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class SongDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() lyrics: string;
  @ApiProperty({ type: String, nullable: true }) enhanced_lyrics: string | null;
  @ApiProperty({ type: SongSettingsDto }) settings: SongSettingsDto;
  @ApiProperty({ type: [ChatMessageDto] }) chat_history: ChatMessageDto[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class SongListDto {
  @ApiProperty({ type: [SongSummaryDto] }) items: SongSummaryDto[];
  @ApiProperty() total: number;
}

export const toSongDto = (song: Song): SongDto => ({
  id: song.id,
  title: song.title,
  lyrics: song.lyrics,
  enhanced_lyrics: song.enhancedLyrics,
  settings: song.settings as SongSettingsDto,
  chat_history: song.chatHistory as ChatMessageDto[],
  created_at: song.createdAt.toISOString(),
  updated_at: song.updatedAt.toISOString(),
});

export const toSongSummaryDto = (song: Song): SongSummaryDto => ({
  id: song.id,
  title: song.title,
  first_line:
    song.lyrics
      .split(/\r?\n/)
      .find((line) => line.trim() && !/^\s*[[(]/.test(line))
      ?.trim()
      .slice(0, 120) ?? '',
  updated_at: song.updatedAt.toISOString(),
});
