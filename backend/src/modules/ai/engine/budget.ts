import { hashString } from './choose.js';
import type { WorkSentence } from './work-document.js';

/** Share of sentences that sentence-level rules may touch: 19 % at 1 … every sentence at 10. */
export const sentenceShare = (intensity: number) => Math.min(1, 0.1 + 0.09 * intensity);

/**
 * Marks the sentences inside the budget. The furthest from the tone come first, so intensity 1
 * fixes only the worst mismatches; the order does not depend on intensity, so a higher
 * intensity always selects a superset of a lower one.
 */
export function selectBudget(
  sentences: WorkSentence[],
  intensity: number,
  mismatch: (text: string) => number,
): void {
  if (sentences.length === 0) return;
  const count = Math.max(1, Math.ceil(sentences.length * sentenceShare(intensity)));
  const ranked = sentences
    .map((sentence) => ({
      sentence,
      score: mismatch(sentence.text),
      tie: hashString(sentence.source),
    }))
    .sort((a, b) => b.score - a.score || a.tie - b.tie);
  ranked.forEach((entry, rank) => (entry.sentence.selected = rank < count));
}
