import { splitSentences } from '../text/sentences.js';
import { tokenize } from '../text/tokenize.js';
import { buildSentence, type SentenceFeatures } from './sentence-features.js';
import { sumTotals, type FeatureTotals } from './totals.js';
import type { WordInfo } from './word-info.js';

/** A text read once: every scorer works from this instead of re-reading the string. */
export interface ParsedText {
  text: string;
  words: WordInfo[];
  sentences: SentenceFeatures[];
  totals: FeatureTotals;
}

export function parseText(text: string): ParsedText {
  const source = typeof text === 'string' ? text : '';
  const tokens = tokenize(source);
  const words: WordInfo[] = [];
  const sentences = splitSentences(source, tokens).map((span, index) =>
    buildSentence(source, tokens, span, index, words),
  );
  return { text: source, words, sentences, totals: sumTotals(sentences) };
}
