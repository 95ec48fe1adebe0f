// The shapes of the songwriting API's answers (documented in Swagger under "songwriting").
// Enumerations are strings here on purpose: their values come from GET /api/beta/songwriting/options.

export interface LabelledOption {
  value: string;
  description: string;
}

export interface SongFormula {
  structure: string;
  name: string;
  purpose: string;
  skeleton: string;
}

export interface SongSettings {
  song_title: string;
  genre: string;
  writing_style: string;
  emotional_arc: string;
  target_emotion: string;
  song_structure: string;
  rhyme_scheme: string;
  tempo: string;
  key: string;
  custom_guidance: string;
}

export interface SongwritingOptions {
  genres: string[];
  writing_styles: LabelledOption[];
  emotional_arcs: LabelledOption[];
  target_emotions: LabelledOption[];
  song_structures: string[];
  rhyme_schemes: string[];
  tempos: string[];
  keys: string[];
  defaults: Omit<SongSettings, 'song_title' | 'custom_guidance'>;
  formulas: SongFormula[];
}

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
  rhyme_kind: 'perfect' | 'slant' | 'identical' | 'none';
  rhymes_with: number | null;
  internal_rhymes: string[];
  breaks_meter: boolean;
  estimated_words: string[];
  valence: number;
}

export interface AnalyzedSection {
  kind: string;
  label: string;
  from_label: boolean;
  first_line: number;
  line_count: number;
  rhyme_scheme: string;
  requested_scheme: string;
  follows_requested_scheme: boolean;
  lines_off_scheme: number[];
  syllable_target: number;
  lines_off_meter: number[];
  valence: number;
  expected_valence: number;
  dominant_emotion: string | null;
}

export interface EmotionalAnalysis {
  overall_score: number;
  emotions: { name: string; strength: number; description: string }[];
  dominant_emotion: string | null;
  target_emotion: string;
  target_strength: number;
  arc: {
    requested: string;
    description: string;
    fit: number;
    verdict: string;
    points: { section: string; position: number; valence: number; expected: number }[];
  };
  suggestions: { line: number; text: string; suggestion: string }[];
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
  quality_breakdown: Record<'rhyme' | 'meter' | 'hook' | 'freshness' | 'emotion', number>;
}

export interface LyricalAnalysisResponse {
  success: boolean;
  analysis: LyricAnalysis;
  error: string | null;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface SongEnhancement {
  success: boolean;
  enhanced_lyrics: string;
  emotional_analysis: EmotionalAnalysis;
  structure_analysis: {
    line_count: number;
    sections: (AnalyzedSection & { syllables: number[] })[];
    structure_kept: boolean;
    rhyme_scheme_kept: boolean;
    meter_kept: boolean;
    issues: string[];
    rejected_candidates: string[][];
  };
  quality_score: number;
  original_quality_score: number;
  songwriting_tips: string[];
  agentic_review: { decision: string; feedback: string; originalClassification: string };
  changes: { line: number; before: string; after: string; reason: string }[];
  model_used: string;
  processing_time: number;
  error: string | null;
}

export interface SongSummary {
  id: string;
  title: string;
  first_line: string;
  updated_at: string;
}

export interface SavedSong {
  id: string;
  title: string;
  lyrics: string;
  enhanced_lyrics: string | null;
  settings: Partial<SongSettings>;
  chat_history: ChatMessage[];
  created_at: string;
  updated_at: string;
}

export interface ChatAnswer {
  response: string;
  rhymes: { word: string; syllables: number; perfect: string[]; slant: string[] } | null;
  model_used: string;
}
