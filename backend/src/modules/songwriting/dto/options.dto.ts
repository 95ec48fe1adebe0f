import { ApiProperty } from '@nestjs/swagger';
import {
  EMOTIONAL_ARCS,
  GENRES,
  KEYS,
  RHYME_SCHEMES,
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

class SongDefaultsDto {
  @ApiProperty({ enum: GENRES }) genre: Genre;
  @ApiProperty({ enum: WRITING_STYLES }) writing_style: WritingStyle;
  @ApiProperty({ enum: EMOTIONAL_ARCS }) emotional_arc: EmotionalArc;
  @ApiProperty({ enum: TARGET_EMOTIONS }) target_emotion: TargetEmotion;
  @ApiProperty({ enum: SONG_STRUCTURES }) song_structure: SongStructure;
  @ApiProperty({ enum: RHYME_SCHEMES }) rhyme_scheme: RhymeScheme;
  @ApiProperty({ enum: TEMPOS }) tempo: Tempo;
  @ApiProperty({ enum: KEYS }) key: string;
}

class SongFormulaDto {
  @ApiProperty({ enum: SONG_STRUCTURES }) structure: SongStructure;
  @ApiProperty() name: string;
  @ApiProperty() purpose: string;
  @ApiProperty() skeleton: string;
}

class LabelledOptionDto {
  @ApiProperty() value: string;
  @ApiProperty() description: string;
}

export class SongwritingOptionsDto {
  @ApiProperty({ enum: GENRES, isArray: true }) genres: Genre[];
  @ApiProperty({
    type: [LabelledOptionDto],
    description: 'Writing styles with what each asks of a lyric',
  })
  writing_styles: LabelledOptionDto[];
  @ApiProperty({
    type: [LabelledOptionDto],
    description: 'Emotional arcs with their shape in words',
  })
  emotional_arcs: LabelledOptionDto[];
  @ApiProperty({ type: [LabelledOptionDto] }) target_emotions: LabelledOptionDto[];
  @ApiProperty({ enum: SONG_STRUCTURES, isArray: true }) song_structures: SongStructure[];
  @ApiProperty({ enum: RHYME_SCHEMES, isArray: true }) rhyme_schemes: RhymeScheme[];
  @ApiProperty({ enum: TEMPOS, isArray: true }) tempos: Tempo[];
  @ApiProperty({ enum: KEYS, isArray: true }) keys: string[];
  @ApiProperty({ type: SongDefaultsDto }) defaults: SongDefaultsDto;
  @ApiProperty({ type: [SongFormulaDto] }) formulas: SongFormulaDto[];
}
