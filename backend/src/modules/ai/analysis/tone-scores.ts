import { EMOTION_TONES, type EmotionTone } from '../ai.types.js';
import { clamp01, per100, ratio, saturate } from './math.js';
import type { FeatureTotals } from './features/totals.js';

// Each tone is a weighted sum of linguistic signals. Densities are per 100 words (or a share of
// sentences) and pass through `saturate`, so the scores grow with density and level off smoothly.
// Tones defined partly by what is absent (confident, professional, calm, balanced) get at most
// about half their score from absence; the rest needs positive markers.

interface Signals {
  density: (count: number) => number;
  share: (sentences: number) => number;
  hedgeLoad: number;
  exclaimShare: number;
  commandShare: number;
  questionShare: number;
  shouting: number;
  pressure: number;
}

function signalsOf(totals: FeatureTotals): Signals {
  const density = (count: number): number => per100(count, totals.words);
  const share = (sentences: number): number => ratio(sentences, totals.sentences);
  return {
    density,
    share,
    hedgeLoad: saturate(density(totals.weights.hedge), 2),
    exclaimShare: share(totals.exclamatory),
    commandShare: share(totals.imperatives),
    questionShare: share(totals.questions),
    shouting: saturate(density(totals.shouted), 1),
    pressure: saturate(density(totals.weights.pressure), 2.5),
  };
}

function confident(t: FeatureTotals, s: Signals): number {
  const declarative = clamp01(s.share(t.sentences - t.questions - t.hedgedSentences));
  const active = 1 - s.share(t.passiveSentences);
  const firm = saturate(s.density(t.weights.firm), 2.5);
  const commands = Math.min(1, s.commandShare * 2);
  const committed = 0.35 * declarative + 0.15 * active + 0.4 * firm + 0.1 * commands;
  return committed * (1 - s.hedgeLoad) - 0.15 * s.questionShare;
}

function professional(t: FeatureTotals, s: Signals): number {
  const informal = saturate(
    s.density(t.contractions) + 2 * s.density(t.weights.slang) + 2 * s.density(t.emoji),
    2.5,
  );
  const formal = saturate(s.density(t.weights.formal) + 0.5 * s.density(t.nominalizations), 4);
  const hype = saturate(s.density(t.weights.intensifier), 2);
  const restraint = (1 - informal) * (1 - s.exclaimShare) * (1 - s.shouting);
  return 0.4 * restraint + 0.5 * formal * (1 - 0.6 * informal) + 0.1 * (1 - hype) * restraint;
}

/** Exclamations help friendliness up to about a third of sentences, then start to shout. */
function exclamationWarmth(exclaimShare: number): number {
  if (exclaimShare <= 0.35) return exclaimShare / 0.35;
  return clamp01(1 - (exclaimShare - 0.35) / 0.65);
}

function friendly(t: FeatureTotals, s: Signals): number {
  const contractions = saturate(s.density(t.contractions), 2.5);
  const warmth = saturate(s.density(t.weights.warmth), 2.5);
  const personal = saturate(s.density(t.secondPerson + t.firstPlural), 5);
  const emoji = saturate(s.density(t.emoji), 1);
  const stiffness = saturate(s.density(t.weights.formal), 6);
  return (
    0.25 * contractions +
    0.35 * warmth +
    0.15 * personal +
    0.15 * exclamationWarmth(s.exclaimShare) +
    0.1 * emoji -
    0.2 * stiffness
  );
}

function empathetic(t: FeatureTotals, s: Signals): number {
  const acknowledgement = saturate(s.density(t.weights.acknowledgement), 1.5);
  const feelings = saturate(s.density(t.weights.feeling), 2.5);
  const softened = saturate(s.density(t.weights.softener), 2);
  const reader = saturate(s.density(t.secondPerson), 5);
  const warmth = saturate(s.density(t.weights.warmth), 3);
  const bluntCommands = s.commandShare * (1 - softened);
  return (
    0.4 * acknowledgement +
    0.25 * feelings +
    0.15 * softened +
    0.1 * reader +
    0.1 * warmth -
    0.25 * s.pressure -
    0.1 * bluntCommands
  );
}

function persuasive(t: FeatureTotals, s: Signals): number {
  const reader = saturate(s.density(t.secondPerson), 4);
  const benefits = saturate(s.density(t.weights.benefit), 3);
  const callToAction = saturate(s.density(t.weights.callToAction), 1.5);
  const proof = saturate(s.density(t.weights.socialProof), 1.5);
  const commands = saturate(s.commandShare, 0.25);
  const specifics = saturate(s.density(t.numbers), 4);
  const pitch =
    0.2 * reader +
    0.25 * benefits +
    0.25 * callToAction +
    0.12 * proof +
    0.1 * commands +
    0.08 * specifics;
  return pitch * (1 - 0.4 * s.hedgeLoad);
}

function inspiring(t: FeatureTotals, s: Signals): number {
  const vision = saturate(s.density(t.weights.vision), 3);
  const together = saturate(s.density(t.firstPlural), 5);
  const uplift = clamp01(t.sentiment * 1.5);
  const resolve = saturate(s.density(t.weights.firm), 4);
  const hooks = saturate(s.density(t.weights.hook), 2);
  const lift = 0.55 * vision + 0.12 * together + 0.13 * uplift + 0.1 * resolve + 0.1 * hooks;
  return lift * (1 - 0.3 * s.hedgeLoad);
}

function urgent(t: FeatureTotals, s: Signals): number {
  const brevity = clamp01((18 - t.meanSentenceLength) / 10);
  return (
    0.5 * s.pressure +
    0.15 * saturate(s.exclaimShare, 0.25) +
    0.1 * brevity +
    0.15 * saturate(s.commandShare, 0.2) +
    0.1 * s.shouting
  );
}

function calm(t: FeatureTotals, s: Signals): number {
  const unhurried =
    (1 - saturate(s.density(t.weights.pressure), 1.5)) *
    (1 - s.exclaimShare) *
    (1 - saturate(s.density(t.shouted), 0.5));
  const reassurance = saturate(s.density(t.weights.reassurance), 2);
  const evenness = 1 - clamp01(t.sentenceLengthSpread / 0.6);
  const mean = t.meanSentenceLength;
  const comfortableLength = clamp01(1 - Math.max(0, 10 - mean) / 8 - Math.max(0, mean - 26) / 12);
  return (
    0.3 * unhurried +
    0.45 * reassurance +
    0.15 * evenness * comfortableLength * unhurried +
    0.1 * (1 - s.commandShare) * unhurried
  );
}

function balanced(t: FeatureTotals, s: Signals): number {
  const structure = saturate(s.density(t.weights.structure), 3);
  const evidence = saturate(s.density(t.weights.evidence) + 0.5 * s.density(t.numbers), 4);
  const emotive = saturate(
    s.density(t.weights.intensifier) + s.density(t.shouted) + s.density(t.exclamationMarks),
    1.5,
  );
  const slang = saturate(s.density(t.weights.slang), 1);
  return (
    0.35 * structure +
    0.3 * evidence +
    0.2 * (1 - emotive) +
    0.15 * (1 - t.sentimentStrength) * (1 - emotive) -
    0.1 * slang
  );
}

const SCORERS: Record<EmotionTone, (t: FeatureTotals, s: Signals) => number> = {
  empathetic,
  confident,
  persuasive,
  friendly,
  professional,
  inspiring,
  balanced,
  urgent,
  calm,
};

/** 0–1 per tone for the given counts; all zero when there are no words. */
export function toneScores(totals: FeatureTotals): Record<EmotionTone, number> {
  const signals = signalsOf(totals);
  // Very short texts carry little evidence either way; scale them down until about six words.
  const presence = Math.min(1, totals.words / 6);
  const scores = {} as Record<EmotionTone, number>;
  for (const tone of EMOTION_TONES)
    scores[tone] = clamp01(SCORERS[tone](totals, signals) * presence);
  return scores;
}

/** The highest-scoring tone; ties go to the earlier tone in EMOTION_TONES. */
export function dominantToneOf(scores: Record<EmotionTone, number>): EmotionTone {
  let best: EmotionTone = EMOTION_TONES[0];
  for (const tone of EMOTION_TONES) if (scores[tone] > scores[best]) best = tone;
  return best;
}
