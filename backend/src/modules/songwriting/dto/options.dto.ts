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
  @ApiProperty({ enum: GENRES, enumName: 'SongGenre' }) genre: Genre;
  @ApiProperty({ enum: WRITING_STYLES, enumName: 'WritingStyle' }) writing_style: WritingStyle;
  @ApiProperty({ enum: EMOTIONAL_ARCS, enumName: 'EmotionalArc' }) emotional_arc: EmotionalArc;
  @ApiProperty({ enum: TARGET_EMOTIONS, enumName: 'TargetEmotion' }) target_emotion: TargetEmotion;
  @ApiProperty({ enum: SONG_STRUCTURES, enumName: 'SongStructure' }) song_structure: SongStructure;
  @ApiProperty({ enum: RHYME_SCHEMES, enumName: 'RhymeScheme' }) rhyme_scheme: RhymeScheme;
  @ApiProperty({ enum: TEMPOS, enumName: 'Tempo' }) tempo: Tempo;
  @ApiProperty({ enum: KEYS, enumName: 'SongKey' }) key: string;
}

class SongFormulaDto {
  @ApiProperty({ enum: SONG_STRUCTURES, enumName: 'SongStructure' }) structure: SongStructure;
  @ApiProperty() name: string;
  @ApiProperty() purpose: string;
  @ApiProperty() skeleton: string;
}

class LabelledOptionDto {
  @ApiProperty() value: string;
  @ApiProperty() description: string;
}

export class SongwritingOptionsDto {
  @ApiProperty({ enum: GENRES, enumName: 'SongGenre', isArray: true }) genres: Genre[];
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
  @ApiProperty({ enum: SONG_STRUCTURES, enumName: 'SongStructure', isArray: true })
  song_structures: SongStructure[];
  @ApiProperty({ enum: RHYME_SCHEMES, enumName: 'RhymeScheme', isArray: true })
  rhyme_schemes: RhymeScheme[];
  @ApiProperty({ enum: TEMPOS, enumName: 'Tempo', isArray: true }) tempos: Tempo[];
  @ApiProperty({ enum: KEYS, enumName: 'SongKey', isArray: true }) keys: string[];
  @ApiProperty({ type: SongDefaultsDto }) defaults: SongDefaultsDto;
  @ApiProperty({ type: [SongFormulaDto] }) formulas: SongFormulaDto[];
}
