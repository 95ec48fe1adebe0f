import type { UseCase } from '@api/catalog';
import {
  TONE_LABELS,
  TARGET_WORDS_MAX,
  TARGET_WORDS_MIN,
  USE_CASE_WORD_RANGES,
} from '@api/catalog';
import type { ApiSchema } from '../../../lib/api-client';

/** The choices of the workspace, as the API accepts them: generated from the backend. */
export {
  DEFAULT_SETTINGS,
  EMOTION_TONES,
  FORMAT_LABELS,
  MAX_LOCKED_TERM_LENGTH,
  MAX_LOCKED_TERMS,
  OUTPUT_FORMATS,
  PERSONA_LABELS,
  PERSONA_PROFILES,
  TARGET_WORDS_MAX,
  TARGET_WORDS_MIN,
  TONE_LABELS,
  USE_CASE_LABELS,
  USE_CASE_WORD_RANGES,
  USE_CASES,
  type EmotionTone,
  type OutputFormat,
  type PersonaProfile,
  type UseCase,
} from '@api/catalog';

/** The settings every enhancement, history entry and project carries. */
export type EnhanceSettings = ApiSchema<'StoredSettingsDto'>;

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
