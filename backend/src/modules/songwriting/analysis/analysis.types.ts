import type { EmotionalArc, SectionKind, TargetEmotion } from '../options.js';
import type { RhymeKind } from './rhyme.js';

export interface AnalyzedLine {
  index: number;
  source_line: number;
  text: string;
  section: string;
  syllables: number;
  stress: string;
  end_word: string;
  end_sound: string;
  rhyme_letter: string;
  /** How this line's end rhymes with the earlier line of the same letter in its section. */
  rhyme_kind: RhymeKind;
  rhymes_with: number | null;
  internal_rhymes: string[];
  breaks_meter: boolean;
  estimated_words: string[];
  valence: number;
}

export interface AnalyzedSection {
  kind: SectionKind;
  label: string;
  from_label: boolean;
  first_line: number;
  line_count: number;
  rhyme_scheme: string;
  requested_scheme: string;
  follows_requested_scheme: boolean;
  lines_off_scheme: number[];
  /** The section's typical line length (median syllables). */
  syllable_target: number;
  lines_off_meter: number[];
  valence: number;
  expected_valence: number;
  dominant_emotion: TargetEmotion | null;
}

export interface EmotionScore {
  name: TargetEmotion;
  strength: number;
  description: string;
}

export interface LineSuggestion {
  line: number;
  text: string;
  suggestion: string;
}

export interface EmotionalAnalysis {
  overall_score: number;
  emotions: EmotionScore[];
  dominant_emotion: TargetEmotion | null;
  target_emotion: TargetEmotion;
  target_strength: number;
  arc: {
    requested: EmotionalArc;
    description: string;
    fit: number;
    verdict: string;
    points: { section: string; position: number; valence: number; expected: number }[];
  };
  suggestions: LineSuggestion[];
}

export interface LyricAnalysis {
  line_count: number;
  sections: AnalyzedSection[];
  lines: AnalyzedLine[];
  rhyme: {
    perfect: number;
    slant: number;
    internal: number;
    sections_following_scheme: number;
    requested_scheme: string;
  };
  meter: { lines_off_meter: number; estimated_words: string[] };
  emotional_analysis: EmotionalAnalysis;
  hook: {
    chorus_count: number;
    hook_line: string | null;
    hook_repeats: number;
    title_in_chorus: boolean;
    strength: number;
    notes: string[];
  };
  cliches: { line: number; phrase: string }[];
  word_variety: { unique_words: number; total_words: number; ratio: number; verdict: string };
  quality_score: number;
  quality_breakdown: {
    rhyme: number;
    meter: number;
    hook: number;
    freshness: number;
    emotion: number;
  };
}
