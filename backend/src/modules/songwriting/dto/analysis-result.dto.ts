import { ApiProperty } from '@nestjs/swagger';
import {
  EMOTIONAL_ARCS,
  SECTION_KINDS,
  TARGET_EMOTIONS,
  type EmotionalArc,
  type SectionKind,
  type TargetEmotion,
} from '../options.js';

const RHYME_KINDS = ['perfect', 'slant', 'identical', 'none'] as const;

export class AnalyzedLineDto {
  @ApiProperty({ description: '0-based index among sung lines' }) index: number;
  @ApiProperty({ description: '0-based line number in the submitted text' }) source_line: number;
  @ApiProperty() text: string;
  @ApiProperty({ example: 'Verse 1' }) section: string;
  @ApiProperty({
    description: 'From the CMU pronouncing dictionary (spelling estimate for unknown words)',
  })
  syllables: number;
  @ApiProperty({ example: '0 1 01 01 0 10 1', description: 'Per word: 1 stressed, 0 unstressed' })
  stress: string;
  @ApiProperty() end_word: string;
  @ApiProperty({ example: 'OW D', description: 'Phonemes from the last stressed vowel' })
  end_sound: string;
  @ApiProperty({ example: 'A' }) rhyme_letter: string;
  @ApiProperty({ enum: RHYME_KINDS, enumName: 'RhymeKind' })
  rhyme_kind: (typeof RHYME_KINDS)[number];
  @ApiProperty({ type: Number, nullable: true }) rhymes_with: number | null;
  @ApiProperty({ type: [String], example: ['night/light'] }) internal_rhymes: string[];
  @ApiProperty() breaks_meter: boolean;
  @ApiProperty({ type: [String], description: 'Words the dictionary lacks' })
  estimated_words: string[];
  @ApiProperty({ minimum: -1, maximum: 1 }) valence: number;
}

export class AnalyzedSectionDto {
  @ApiProperty({ enum: SECTION_KINDS, enumName: 'SectionKind' }) kind: SectionKind;
  @ApiProperty({ example: 'Chorus' }) label: string;
  @ApiProperty({ description: 'Named by a label in the text, or by repetition and position' })
  from_label: boolean;
  @ApiProperty() first_line: number;
  @ApiProperty() line_count: number;
  @ApiProperty({ example: 'ABAB' }) rhyme_scheme: string;
  @ApiProperty({ example: 'ABAB' }) requested_scheme: string;
  @ApiProperty() follows_requested_scheme: boolean;
  @ApiProperty({ type: [Number] }) lines_off_scheme: number[];
  @ApiProperty({ description: 'Median syllables per line' }) syllable_target: number;
  @ApiProperty({ type: [Number] }) lines_off_meter: number[];
  @ApiProperty({ minimum: -1, maximum: 1 }) valence: number;
  @ApiProperty({ minimum: -1, maximum: 1 }) expected_valence: number;
  @ApiProperty({ enum: TARGET_EMOTIONS, enumName: 'TargetEmotion', nullable: true })
  dominant_emotion: TargetEmotion | null;
}

export class EmotionScoreDto {
  @ApiProperty({ enum: TARGET_EMOTIONS, enumName: 'TargetEmotion' }) name: TargetEmotion;
  @ApiProperty({ minimum: 0, maximum: 1 }) strength: number;
  @ApiProperty() description: string;
}

export class LineSuggestionDto {
  @ApiProperty() line: number;
  @ApiProperty() text: string;
  @ApiProperty() suggestion: string;
}

class ArcPointDto {
  @ApiProperty() section: string;
  @ApiProperty({ minimum: 0, maximum: 1 }) position: number;
  @ApiProperty({ minimum: -1, maximum: 1 }) valence: number;
  @ApiProperty({ minimum: -1, maximum: 1 }) expected: number;
}

class ArcDto {
  @ApiProperty({ enum: EMOTIONAL_ARCS, enumName: 'EmotionalArc' }) requested: EmotionalArc;
  @ApiProperty() description: string;
  @ApiProperty({ minimum: 0, maximum: 1 }) fit: number;
  @ApiProperty() verdict: string;
  @ApiProperty({ type: [ArcPointDto] }) points: ArcPointDto[];
}

export class EmotionalAnalysisDto {
  @ApiProperty({ minimum: 0, maximum: 10 }) overall_score: number;
  @ApiProperty({ type: [EmotionScoreDto] }) emotions: EmotionScoreDto[];
  @ApiProperty({ enum: TARGET_EMOTIONS, enumName: 'TargetEmotion', nullable: true })
  dominant_emotion: TargetEmotion | null;
  @ApiProperty({ enum: TARGET_EMOTIONS, enumName: 'TargetEmotion' }) target_emotion: TargetEmotion;
  @ApiProperty({ minimum: 0, maximum: 1 }) target_strength: number;
  @ApiProperty({ type: ArcDto }) arc: ArcDto;
  @ApiProperty({ type: [LineSuggestionDto] }) suggestions: LineSuggestionDto[];
}

class RhymeSummaryDto {
  @ApiProperty() perfect: number;
  @ApiProperty() slant: number;
  @ApiProperty() internal: number;
  @ApiProperty() sections_following_scheme: number;
  @ApiProperty() requested_scheme: string;
}

class MeterSummaryDto {
  @ApiProperty() lines_off_meter: number;
  @ApiProperty({ type: [String] }) estimated_words: string[];
}

class HookDto {
  @ApiProperty() chorus_count: number;
  @ApiProperty({ type: String, nullable: true }) hook_line: string | null;
  @ApiProperty() hook_repeats: number;
  @ApiProperty() title_in_chorus: boolean;
  @ApiProperty({ minimum: 0, maximum: 10 }) strength: number;
  @ApiProperty({ type: [String] }) notes: string[];
}

class ClicheDto {
  @ApiProperty() line: number;
  @ApiProperty() phrase: string;
}

class WordVarietyDto {
  @ApiProperty() unique_words: number;
  @ApiProperty() total_words: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) ratio: number;
  @ApiProperty() verdict: string;
}

class SongQualityBreakdownDto {
  @ApiProperty() rhyme: number;
  @ApiProperty() meter: number;
  @ApiProperty() hook: number;
  @ApiProperty() freshness: number;
  @ApiProperty() emotion: number;
}

export class LyricAnalysisDto {
  @ApiProperty() line_count: number;
  @ApiProperty({ type: [AnalyzedSectionDto] }) sections: AnalyzedSectionDto[];
  @ApiProperty({ type: [AnalyzedLineDto] }) lines: AnalyzedLineDto[];
  @ApiProperty({ type: RhymeSummaryDto }) rhyme: RhymeSummaryDto;
  @ApiProperty({ type: MeterSummaryDto }) meter: MeterSummaryDto;
  @ApiProperty({ type: EmotionalAnalysisDto }) emotional_analysis: EmotionalAnalysisDto;
  @ApiProperty({ type: HookDto }) hook: HookDto;
  @ApiProperty({ type: [ClicheDto] }) cliches: ClicheDto[];
  @ApiProperty({ type: WordVarietyDto }) word_variety: WordVarietyDto;
  @ApiProperty({ minimum: 0, maximum: 10 }) quality_score: number;
  @ApiProperty({ type: SongQualityBreakdownDto }) quality_breakdown: SongQualityBreakdownDto;
}
