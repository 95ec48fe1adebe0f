import type { LyricAnalysis } from '../analysis/analysis.types.js';
import type { TargetEmotion } from '../options.js';

export const REVIEW_DECISIONS = ['enhance', 'light_touch', 'keep_original'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const ORIGINAL_CLASSIFICATIONS = ['iconic', 'strong', 'developing', 'needs_work'] as const;
export type OriginalClassification = (typeof ORIGINAL_CLASSIFICATIONS)[number];

/**
 * Judges the original before touching it, from its measured craft: a lyric that already rhymes
 * to plan, holds its meter, has a working hook and already carries the target emotion is
 * 'iconic' and is kept; strong ones get a light touch; the rest are enhanced.
 */
export function classifyOriginal(
  analysis: LyricAnalysis,
  target: TargetEmotion,
): { decision: ReviewDecision; classification: OriginalClassification } {
  const score = analysis.quality_score;
  const carriesTarget =
    analysis.emotional_analysis.dominant_emotion === target &&
    analysis.emotional_analysis.target_strength >= 0.5;
  if (score >= 8.5 && carriesTarget && analysis.cliches.length === 0)
    return { decision: 'keep_original', classification: 'iconic' };
  if (score >= 7) return { decision: 'light_touch', classification: 'strong' };
  if (score >= 5) return { decision: 'enhance', classification: 'developing' };
  return { decision: 'enhance', classification: 'needs_work' };
}
