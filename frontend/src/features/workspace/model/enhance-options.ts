/** The choices of the workspace, as the API accepts them (spec section 3, enumerations). */
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

export const PERSONA_LABELS: Record<PersonaProfile, string> = {
  adaptive: 'Adaptive',
  executive: 'Executive',
  creative: 'Creative',
  technical: 'Technical',
  sales: 'Sales',
  educator: 'Educator',
};

export const OUTPUT_FORMATS = ['plain', 'markdown', 'html'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const FORMAT_LABELS: Record<OutputFormat, string> = {
  plain: 'Plain text',
  markdown: 'Markdown',
  html: 'HTML',
};

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

export const USE_CASE_LABELS: Record<UseCase, string> = {
  general: 'General',
  email: 'Email',
  'facebook-post': 'Facebook post',
  'facebook-hashtags': 'Facebook hashtags',
  'corporate-message': 'Corporate message',
  advertisement: 'Advertisement',
  whatsapp: 'WhatsApp',
  'linkedin-post': 'LinkedIn post',
  'instagram-caption': 'Instagram caption',
  'blog-intro': 'Blog intro',
  'sales-copy': 'Sales copy',
  'press-release': 'Press release',
};

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

export const TARGET_WORDS_MIN = 25;
export const TARGET_WORDS_MAX = 1000;
export const MAX_LOCKED_TERMS = 20;
export const MAX_LOCKED_TERM_LENGTH = 60;

/** The settings every enhancement, history entry and project carries (API: StoredSettingsDto). */
export interface EnhanceSettings {
  emotion_tone: EmotionTone;
  persona_profile: PersonaProfile;
  output_format: OutputFormat;
  intensity: number;
  use_case: UseCase | null;
  target_word_count: number | null;
  locked_terms: string[];
}

/** Spec defaults: tone empathetic, persona adaptive, format plain, intensity 5. */
export const DEFAULT_SETTINGS: EnhanceSettings = {
  emotion_tone: 'empathetic',
  persona_profile: 'adaptive',
  output_format: 'plain',
  intensity: 5,
  use_case: null,
  target_word_count: null,
  locked_terms: [],
};

/**
 * Spec section 4: changing the use case sets the word count to the midpoint of its recommended
 * range, kept inside what the API accepts.
 */
export function targetWordsForUseCase(useCase: UseCase): number {
  const [low, high] = USE_CASE_WORD_RANGES[useCase];
  const midpoint = Math.round((low + high) / 2);
  return Math.min(TARGET_WORDS_MAX, Math.max(TARGET_WORDS_MIN, midpoint));
}

export function toneLabel(tone: string): string {
  return (TONE_LABELS as Record<string, string>)[tone] ?? tone;
}
