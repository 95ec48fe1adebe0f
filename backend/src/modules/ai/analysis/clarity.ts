import { clamp01, per100, ratio, saturate } from './math.js';
import { readabilityOf } from './readability.js';
import type { FeatureTotals } from './features/totals.js';

export interface ClarityParts {
  /** 0–1 from Flesch reading ease: 70 and above is fully readable, 10 and below is not. */
  readable: number;
  passiveShare: number;
  hedgeLoad: number;
  longShare: number;
  /** 0–1: 1 up to 20 words per sentence on average, 0 at 40. */
  lengthComfort: number;
  wordiness: number;
}

export function clarityParts(totals: FeatureTotals): ClarityParts {
  const ease = readabilityOf(totals).flesch_reading_ease;
  return {
    readable: clamp01((ease - 10) / 60),
    passiveShare: ratio(totals.passiveSentences, totals.sentences),
    hedgeLoad: saturate(per100(totals.weights.hedge, totals.words), 3),
    longShare: ratio(totals.longSentences, totals.sentences),
    lengthComfort: clamp01(1 - Math.max(0, totals.meanSentenceLength - 20) / 20),
    wordiness: saturate(per100(totals.weights.wordy, totals.words), 2),
  };
}

/** 0–1: how easily a reader gets the point (readability, active voice, few hedges, short sentences). */
export function clarityOf(totals: FeatureTotals): number {
  if (totals.words === 0) return 0;
  const parts = clarityParts(totals);
  return clamp01(
    0.3 * parts.readable +
      0.2 * (1 - parts.passiveShare) +
      0.15 * (1 - parts.hedgeLoad) +
      0.2 * (1 - parts.longShare) +
      0.1 * parts.lengthComfort +
      0.05 * (1 - parts.wordiness),
  );
}
