import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  EMOTIONAL_ARCS,
  GENRES,
  KEYS,
  RHYME_SCHEMES,
  SONG_DEFAULTS,
  SONG_STRUCTURES,
  TARGET_EMOTIONS,
  TEMPOS,
  WRITING_STYLES,
  type EmotionalArc,
  type Genre,
  type RhymeScheme,
  type SongStructure,
  type TargetEmotion,
  type Tempo,
  type WritingStyle,
} from '../options.js';

export const LYRICS_MAX = 20_000;
export const LYRICS_TOO_LONG = 'Lyrics are too long - at most 20,000 characters';
export const TITLE_MAX = 200;
export const GUIDANCE_MAX = 2_000;
const choose = (what: string, values: readonly string[]) => ({
  message: `Please choose a ${what}: ${values.join(', ')}`,
});

/** The song's settings (spec section 3 "Song"); every one optional, with the spec's defaults. */
export class SongSettingsDto {
  @ApiPropertyOptional({ maxLength: TITLE_MAX, example: 'Hold On' })
  @IsOptional()
  @MaxLength(TITLE_MAX, { message: 'The song title can be at most 200 characters' })
  @IsString({ message: 'The song title must be text' })
  song_title?: string;

  @ApiPropertyOptional({ enum: GENRES, enumName: 'SongGenre', default: SONG_DEFAULTS.genre })
  @IsOptional()
  @IsIn(GENRES, choose('genre', GENRES))
  genre?: Genre;

  @ApiPropertyOptional({
    enum: WRITING_STYLES,
    enumName: 'WritingStyle',
    default: SONG_DEFAULTS.writing_style,
  })
  @IsOptional()
  @IsIn(WRITING_STYLES, choose('writing style', WRITING_STYLES))
  writing_style?: WritingStyle;

  @ApiPropertyOptional({
    enum: EMOTIONAL_ARCS,
    enumName: 'EmotionalArc',
    default: SONG_DEFAULTS.emotional_arc,
  })
  @IsOptional()
  @IsIn(EMOTIONAL_ARCS, choose('emotional arc', EMOTIONAL_ARCS))
  emotional_arc?: EmotionalArc;

  @ApiPropertyOptional({
    enum: TARGET_EMOTIONS,
    enumName: 'TargetEmotion',
    default: SONG_DEFAULTS.target_emotion,
  })
  @IsOptional()
  @IsIn(TARGET_EMOTIONS, choose('target emotion', TARGET_EMOTIONS))
  target_emotion?: TargetEmotion;

  @ApiPropertyOptional({
    enum: SONG_STRUCTURES,
    enumName: 'SongStructure',
    default: SONG_DEFAULTS.song_structure,
  })
  @IsOptional()
  @IsIn(SONG_STRUCTURES, choose('song structure', SONG_STRUCTURES))
  song_structure?: SongStructure;

  @ApiPropertyOptional({
    enum: RHYME_SCHEMES,
    enumName: 'RhymeScheme',
    default: SONG_DEFAULTS.rhyme_scheme,
  })
  @IsOptional()
  @IsIn(RHYME_SCHEMES, choose('rhyme scheme', RHYME_SCHEMES))
  rhyme_scheme?: RhymeScheme;

  @ApiPropertyOptional({ enum: TEMPOS, enumName: 'Tempo', default: SONG_DEFAULTS.tempo })
  @IsOptional()
  @IsIn(TEMPOS, choose('tempo', TEMPOS))
  tempo?: Tempo;

  @ApiPropertyOptional({ enum: KEYS, enumName: 'SongKey', default: SONG_DEFAULTS.key })
  @IsOptional()
  @IsIn(KEYS, { message: 'Please choose a key such as C-major or A-minor' })
  key?: string;

  @ApiPropertyOptional({
    maxLength: GUIDANCE_MAX,
    description: 'Free guidance for the rewrite (used by a model provider)',
  })
  @IsOptional()
  @MaxLength(GUIDANCE_MAX, { message: 'Custom guidance can be at most 2,000 characters' })
  @IsString({ message: 'Custom guidance must be text' })
  custom_guidance?: string;
}
