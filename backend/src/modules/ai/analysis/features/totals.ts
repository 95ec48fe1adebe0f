import { MARKER_CATEGORIES, emptyCategoryWeights, type MarkerCategory } from './marks.js';
import type { SentenceFeatures } from './sentence-features.js';

export const LONG_SENTENCE_WORDS = 25;
export const SHORT_SENTENCE_WORDS = 10;

/** Counts summed over a set of sentences: the input of every text-level score. */
export interface FeatureTotals {
  words: number;
  sentences: number;
  syllables: number;
  complexWords: number;
  weights: Record<MarkerCategory, number>;
  hedgeCount: number;
  hedgedSentences: number;
  passiveCount: number;
  passiveSentences: number;
  imperatives: number;
  questions: number;
  exclamatory: number;
  exclamationMarks: number;
  shouted: number;
  contractions: number;
  secondPerson: number;
  firstPlural: number;
  firstSingular: number;
  numbers: number;
  nominalizations: number;
  emoji: number;
  longSentences: number;
  shortSentences: number;
  meanSentenceLength: number;
  /** Coefficient of variation of sentence length: 0 when all sentences are the same length. */
  sentenceLengthSpread: number;
  /** Word-weighted mean of sentence sentiment, −1 … 1. */
  sentiment: number;
  /** Word-weighted mean of |sentence sentiment|, 0 … 1. */
  sentimentStrength: number;
}

export function sumTotals(sentences: readonly SentenceFeatures[]): FeatureTotals {
  const totals: FeatureTotals = {
    words: 0,
    sentences: sentences.length,
    syllables: 0,
    complexWords: 0,
    weights: emptyCategoryWeights(),
    hedgeCount: 0,
    hedgedSentences: 0,
    passiveCount: 0,
    passiveSentences: 0,
    imperatives: 0,
    questions: 0,
    exclamatory: 0,
    exclamationMarks: 0,
    shouted: 0,
    contractions: 0,
    secondPerson: 0,
    firstPlural: 0,
    firstSingular: 0,
    numbers: 0,
    nominalizations: 0,
    emoji: 0,
    longSentences: 0,
    shortSentences: 0,
    meanSentenceLength: 0,
    sentenceLengthSpread: 0,
    sentiment: 0,
    sentimentStrength: 0,
  };
  let squares = 0;
  for (const sentence of sentences) {
    totals.words += sentence.words;
    totals.syllables += sentence.syllables;
    totals.complexWords += sentence.complexWords;
    for (const category of MARKER_CATEGORIES)
      totals.weights[category] += sentence.weights[category];
    totals.hedgeCount += sentence.hedges.length;
    if (sentence.hedges.length > 0) totals.hedgedSentences++;
    totals.passiveCount += sentence.passives.length;
    if (sentence.passives.length > 0) totals.passiveSentences++;
    if (sentence.imperative) totals.imperatives++;
    if (sentence.question) totals.questions++;
    if (sentence.exclamatory) totals.exclamatory++;
    totals.exclamationMarks += sentence.exclamationMarks;
    totals.shouted += sentence.shouted.length;
    totals.contractions += sentence.contractions;
    totals.secondPerson += sentence.secondPerson;
    totals.firstPlural += sentence.firstPlural;
    totals.firstSingular += sentence.firstSingular;
    totals.numbers += sentence.numbers;
    totals.nominalizations += sentence.nominalizations;
    totals.emoji += sentence.emoji;
    if (sentence.words > LONG_SENTENCE_WORDS) totals.longSentences++;
    if (sentence.words <= SHORT_SENTENCE_WORDS) totals.shortSentences++;
    totals.sentiment += sentence.compound * sentence.words;
    totals.sentimentStrength += Math.abs(sentence.compound) * sentence.words;
    squares += sentence.words * sentence.words;
  }
  if (totals.sentences > 0 && totals.words > 0) {
    const mean = totals.words / totals.sentences;
    const variance = Math.max(0, squares / totals.sentences - mean * mean);
    totals.meanSentenceLength = mean;
    totals.sentenceLengthSpread = Math.sqrt(variance) / mean;
    totals.sentiment /= totals.words;
    totals.sentimentStrength /= totals.words;
  }
  return totals;
}

/** Totals of a single sentence, computed once and kept on the sentence. */
export function totalsOfSentence(sentence: SentenceFeatures): FeatureTotals {
  sentence.ownTotals ??= sumTotals([sentence]);
  return sentence.ownTotals;
}
