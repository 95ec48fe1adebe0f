import { BOOSTERS, DAMPENERS, NEGATORS, VALENCE } from '../lexicon/sentiment.js';
import { MARK } from './marks.js';
import type { WordInfo } from './word-info.js';

export interface SentenceSentiment {
  /** −1 … 1 for the sentence. */
  compound: number;
  positive: string[];
  negative: string[];
}

// VADER's constants: negation scales by −0.74, "but" shifts weight to the second clause,
// each "!" adds emphasis, and the sum is normalised by x / sqrt(x² + 15).
const NEGATION_SCALE = -0.74;
const NEGATION_REACH = 3;
const BOOST = 1.3;
const DAMPEN = 0.7;
const EXCLAMATION_EMPHASIS = 0.292;
const NORMALISER = 15;

export function isNegator(lower: string): boolean {
  return NEGATORS.has(lower) || lower.endsWith("n't");
}

/** Scores the words of one sentence and stores each word's signed valence on it. */
export function scoreSentiment(
  words: WordInfo[],
  from: number,
  to: number,
  exclamationMarks: number,
): SentenceSentiment {
  let negationLeft = 0;
  let boostLeft = 0;
  let dampenLeft = 0;
  let beforeBut = 0;
  let afterBut = 0;
  let seenBut = false;
  const positive: string[] = [];
  const negative: string[] = [];
  for (let index = from; index < to; index++) {
    const word = words[index];
    if (word.afterBreak && index > from) negationLeft = 0;
    const lower = word.lower;
    if (isNegator(lower)) {
      word.marks |= MARK.negator;
      negationLeft = NEGATION_REACH;
      continue;
    }
    if (lower === 'but' || lower === 'however') {
      seenBut = true;
      continue;
    }
    if (BOOSTERS.has(lower)) {
      boostLeft = 2;
      continue;
    }
    if (DAMPENERS.has(lower)) {
      dampenLeft = 2;
      continue;
    }
    const base = VALENCE.get(lower);
    if (base !== undefined) {
      let value = base;
      if (negationLeft > 0) value *= NEGATION_SCALE;
      if (boostLeft > 0) value *= BOOST;
      if (dampenLeft > 0) value *= DAMPEN;
      if (word.marks & MARK.shouting) value *= BOOST;
      word.valence = value;
      (value > 0 ? positive : negative).push(lower);
      if (seenBut) afterBut += value;
      else beforeBut += value;
    }
    if (negationLeft > 0) negationLeft--;
    if (boostLeft > 0) boostLeft--;
    if (dampenLeft > 0) dampenLeft--;
  }
  let sum = seenBut ? beforeBut * 0.5 + afterBut * 1.5 : beforeBut;
  if (sum !== 0) sum += Math.sign(sum) * Math.min(4, exclamationMarks) * EXCLAMATION_EMPHASIS;
  return { compound: sum / Math.sqrt(sum * sum + NORMALISER), positive, negative };
}
