import type { AnalysisMode } from '../../ai.types.js';
import { clarityOf } from '../clarity.js';
import type { SentenceFeatures } from '../features/sentence-features.js';
import { totalsOfSentence } from '../features/totals.js';
import { anyOf, clamp01, saturate } from '../math.js';

const flag = (value: boolean): number => (value ? 1 : 0);

/** Emotional charge: sentiment strength, feelings, exclamations, capitals, time pressure. */
function emotion(s: SentenceFeatures): number {
  const w = s.weights;
  return anyOf(
    0.7 * Math.abs(s.compound),
    0.8 * saturate(s.frustration.length, 0.8),
    0.8 * saturate(s.exclamationMarks, 0.6),
    0.7 * saturate(w.pressure, 0.8),
    0.6 * saturate(w.feeling + w.acknowledgement, 0.8),
    0.4 * saturate(w.intensifier, 0.8),
    0.6 * saturate(s.shouted.length, 0.6),
    0.4 * saturate(w.warmth + w.vision, 1.2),
    0.3 * saturate(s.emoji, 1),
  );
}

/** Pull towards acting: calls to action, benefits, proof, reader focus; hedges and passives weaken it. */
function persuasion(s: SentenceFeatures): number {
  const w = s.weights;
  const pull = anyOf(
    0.45 * saturate(s.secondPerson, 1),
    0.5 * saturate(w.benefit, 1),
    0.75 * saturate(w.callToAction, 0.6),
    0.55 * saturate(w.socialProof, 0.8),
    0.35 * flag(s.imperative !== null),
    0.25 * saturate(s.numbers, 1),
    0.3 * saturate(w.pressure, 1),
    0.2 * flag(s.question),
  );
  return pull * (1 - 0.4 * saturate(w.hedge, 1)) * (1 - 0.15 * flag(s.passives.length > 0));
}

/** Hold on the reader: questions, direct address, energy, hooks, brevity; long, hedged or passive sentences drag. */
function engagement(s: SentenceFeatures): number {
  const w = s.weights;
  const brevity = s.words <= 12 ? 1 : s.words <= 20 ? 0.5 : 0;
  const hold = anyOf(
    0.5 * flag(s.question),
    0.4 * saturate(s.secondPerson, 1),
    0.5 * saturate(s.exclamationMarks, 0.6),
    0.3 * brevity,
    0.3 * flag(s.imperative !== null),
    0.45 * saturate(w.pressure, 0.8),
    0.45 * Math.abs(s.compound),
    0.4 * saturate(w.hook, 0.8),
    0.2 * saturate(s.numbers, 1),
    0.3 * saturate(s.emoji, 1),
  );
  const drag =
    (1 - 0.3 * flag(s.passives.length > 0)) *
    (1 - 0.3 * saturate(w.hedge, 1.5)) *
    (1 - 0.4 * clamp01((s.words - 25) / 25));
  return hold * drag;
}

function clarity(s: SentenceFeatures): number {
  return clarityOf(totalsOfSentence(s));
}

export const SENTENCE_INTENSITY: Record<AnalysisMode, (sentence: SentenceFeatures) => number> = {
  emotion,
  persuasion,
  engagement,
  clarity,
};
