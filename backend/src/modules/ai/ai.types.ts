// The contract of the AI library module: every engine takes a RewriteRequest and answers a RewriteResult.

/** Which engine answered. */
export const ENGINE_KINDS = ['builtin', 'provider'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

/** How much of the text a rewrite changed, as a reader would put it. */
export const CHANGE_LEVELS = ['unchanged', 'minor', 'rewritten'] as const;
export type ChangeLevel = (typeof CHANGE_LEVELS)[number];

/** A hint about one sentence of the input. */
export interface SentenceAdvice {
  sentence_index: number;
  sentence: string;
  message: string;
}

export const EMOTION_TONES = [
  'empathetic',
  'confident',
  'persuasive',
  'friendly',
  'professional',
  'inspiring',
  'balanced',
  'urgent',
  'calm',
] as const;
export type EmotionTone = (typeof EMOTION_TONES)[number];

export const TONE_LABELS: Record<EmotionTone, string> = {
  empathetic: 'Empathetic',
  confident: 'Confident',
  persuasive: 'Persuasive',
  friendly: 'Friendly',
  professional: 'Professional',
  inspiring: 'Inspiring',
  balanced: 'Analytical & Logical',
  urgent: 'Urgent',
  calm: 'Calm',
};

export const PERSONA_PROFILES = [
  'adaptive',
  'executive',
  'creative',
  'technical',
  'sales',
  'educator',
] as const;
export type PersonaProfile = (typeof PERSONA_PROFILES)[number];

export const OUTPUT_FORMATS = ['plain', 'markdown', 'html'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const USE_CASES = [
  'general',
  'email',
  'facebook-post',
  'facebook-hashtags',
  'corporate-message',
  'advertisement',
  'whatsapp',
  'linkedin-post',
  'instagram-caption',
  'blog-intro',
  'sales-copy',
  'press-release',
] as const;
export type UseCase = (typeof USE_CASES)[number];

/** Recommended word ranges per use case (spec section 9). */
export const USE_CASE_WORD_RANGES: Record<UseCase, readonly [number, number]> = {
  general: [50, 500],
  email: [50, 300],
  'facebook-post': [20, 150],
  'facebook-hashtags': [30, 200],
  'corporate-message': [100, 400],
  advertisement: [25, 100],
  whatsapp: [10, 100],
  'linkedin-post': [50, 300],
  'instagram-caption': [20, 150],
  'blog-intro': [100, 300],
  'sales-copy': [75, 250],
  'press-release': [200, 500],
};

export const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'zh',
  'ja',
  'ko',
  'hi',
  'ar',
  'ru',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** Output languages routed to the multilingual model (spec: the alternative-model languages). */
export const MULTILINGUAL_LANGUAGES = ['zh', 'ja', 'ko', 'hi', 'th', 'vi', 'id', 'ms'] as const;

export const ANALYSIS_MODES = ['emotion', 'persuasion', 'engagement', 'clarity'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];

export interface RewriteRequest {
  text: string;
  emotion_tone: EmotionTone;
  /** 1 (barely touched) … 10 (unmistakable). */
  intensity: number;
  persona_profile?: PersonaProfile;
  output_format?: OutputFormat;
  use_case?: UseCase;
  target_word_count?: number;
  input_language?: Language;
  output_language?: Language;
  locked_terms?: string[];
  /** Other versions a model writes beside the main one, each verified and scored (Premium: 2). */
  alternatives?: number;
}

/** Each part is 0–10. */
export interface QualityBreakdown {
  tone_match: number;
  clarity: number;
  meaning_kept: number;
  length_fit: number;
  fluency: number;
}

export interface QualityScore {
  /** 0–10, one decimal. */
  score: number;
  breakdown: QualityBreakdown;
}

export type ProtectedKind =
  | 'number'
  | 'money'
  | 'date'
  | 'time'
  | 'url'
  | 'email'
  | 'mention'
  | 'hashtag'
  | 'quote'
  | 'name'
  | 'locked_term'
  | 'code';

export interface ProtectedSpan {
  kind: ProtectedKind;
  text: string;
}

export interface GuardrailInfo {
  /** Everything in the input that had to survive. */
  protected: ProtectedSpan[];
  /** What the final output still lacks (empty when all was kept). */
  missing: ProtectedSpan[];
  /** True when a first attempt lost something and was repaired or redone more gently. */
  repaired: boolean;
  /** Human-readable notes ("kept 3 numbers, 1 URL", "redone at intensity 4 to keep …"). */
  notes: string[];
}

export interface TextAnalysis {
  word_count: number;
  sentence_count: number;
  character_count: number;
  readability: { flesch_reading_ease: number; grade_level: number };
  /** 0–1 per tone. */
  tone_profile: Record<EmotionTone, number>;
  dominant_tone: EmotionTone;
  passive_sentences: number;
  hedges: number;
  long_sentences: number;
  exclamations: number;
  /** −1 … 1. */
  sentiment: number;
}

export interface RewriteResult {
  enhanced_text: string;
  /** Measured quality of the output, 0–10. */
  quality_score: number;
  quality_breakdown: QualityBreakdown;
  /** The same measure applied to the input, so a person sees what improved. */
  input_quality_score: number;
  input_quality_breakdown: QualityBreakdown;
  /** e.g. "resonate-builtin-1", "gpt-4o-mini", "resonate-builtin-1 (fallback: provider timed out)". */
  model_used: string;
  /** Seconds. */
  processing_time: number;
  word_count: number;
  guardrail_info: GuardrailInfo;
  analysis: { input: TextAnalysis; output: TextAnalysis };
  /** How much a reader sees changed: nothing, a few words, or a rewrite. */
  change_level: ChangeLevel;
  /** Plain words for the user about what the engine did (and did not) do. */
  change_note: string;
  /** What the writer could change toward the tone, tied to sentences of the output. */
  advice: SentenceAdvice[];
  /** Which engine wrote the result: the built-in rules or the model provider. */
  engine: EngineKind;
  /** The built-in engine's trace: each sentence it changed and the rule entry that changed it. */
  edits?: EngineEdit[];
  /** Settings that made no difference to this result (the built-in engine says so). */
  ignored_settings?: IgnoredSetting[];
  /** Other verified versions, best score first (a model's, when the request asked for them). */
  alternatives?: RewriteAlternative[];
}

/** Another version of the rewrite, verified and scored like the main one. */
export interface RewriteAlternative {
  enhanced_text: string;
  quality_score: number;
  word_count: number;
}

/** One sentence the built-in engine changed, added or dropped, and the rule entry that did it. */
export interface EngineEdit {
  /** Where the sentence stands in the result, 0-based (a dropped one: where it stood). */
  sentence_index: number;
  /** The author's sentence ('' for a line the engine added). */
  before: string;
  /** The sentence in the result ('' for a dropped one). */
  after: string;
  /** The id of the rule entry that changed it ("confident/firm-modals"), '+'-joined when several. */
  rule: string;
  /** What the change does, in words a person can read. */
  reason: string;
}

/** A setting the running engine could not honour for this text, and why. */
export interface IgnoredSetting {
  setting: 'intensity' | 'persona';
  reason: string;
}

/** Streaming: text deltas, then the final scored result. */
export type RewriteStreamEvent =
  /** `draft`: a model's first answer, shown while it is written and checked only at its end. */
  | { type: 'delta'; text: string; draft?: boolean }
  /** The draft failed the checks (reasons in words); the result that follows replaces it. */
  | { type: 'draft_rejected'; reasons: string[] }
  | { type: 'result'; result: RewriteResult };

export interface HeatMapSentence {
  id: number;
  text: string;
  /** 0–1. */
  intensity: number;
  band: HeatBand;
  insights: string[];
}

export type HeatBand = 'Very Low' | 'Low' | 'Medium' | 'High' | 'Very High';

export interface HeatMapResponse {
  analysis: HeatMapSentence[];
  /** 0–1. */
  overall_score: number;
  suggestions: string[];
  metadata: { analysis_mode: AnalysisMode; total_sentences: number; processing_time: number };
  word_analysis: { text: string; intensity: number }[];
}

/** Thrown for input an engine refuses (too long, unsupported language without a provider…). */
export class AiInputError extends Error {
  constructor(
    message: string,
    readonly code: 'too_short' | 'empty' | 'too_long' | 'language_unavailable' | 'invalid',
  ) {
    super(message);
  }
}
