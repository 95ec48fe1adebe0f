import { round } from './math.js';
import type { FeatureTotals } from './features/totals.js';

export interface Readability {
  flesch_reading_ease: number;
  grade_level: number;
}

/** Flesch reading ease (higher is easier, about 0–100) and Flesch–Kincaid grade. */
export function readabilityOf(totals: FeatureTotals): Readability {
  if (totals.words === 0 || totals.sentences === 0)
    return { flesch_reading_ease: 0, grade_level: 0 };
  const wordsPerSentence = totals.words / totals.sentences;
  const syllablesPerWord = totals.syllables / totals.words;
  const ease = 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
  const grade = 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59;
  return { flesch_reading_ease: round(ease, 1), grade_level: round(Math.max(0, grade), 1) };
}
