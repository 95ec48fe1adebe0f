import type { AnalysisMode } from '../../ai.types.js';
import { MARK, type WordMark } from '../features/marks.js';
import type { ParsedText } from '../features/parse-text.js';
import { LONG_SENTENCE_WORDS } from '../features/totals.js';
import type { WordInfo } from '../features/word-info.js';
import { clamp01 } from '../math.js';

type MarkWeights = readonly (readonly [WordMark, number])[];

const EMOTION_MARKS: MarkWeights = [
  ['shouting', 0.8],
  ['pressure', 0.7],
  ['acknowledgement', 0.6],
  ['feeling', 0.6],
  ['intensifier', 0.5],
  ['warmth', 0.4],
  ['vision', 0.4],
  ['hook', 0.3],
];
const PERSUASION_MARKS: MarkWeights = [
  ['callToAction', 0.9],
  ['benefit', 0.7],
  ['socialProof', 0.7],
  ['secondPerson', 0.6],
  ['imperative', 0.6],
  ['pressure', 0.5],
  ['number', 0.4],
];
const ENGAGEMENT_MARKS: MarkWeights = [
  ['hook', 0.7],
  ['secondPerson', 0.6],
  ['pressure', 0.6],
  ['shouting', 0.6],
  ['imperative', 0.5],
  ['callToAction', 0.5],
  ['number', 0.4],
];
const CLARITY_FRICTION: MarkWeights = [
  ['wordy', 0.7],
  ['hedge', 0.6],
  ['passive', 0.6],
  ['nominalization', 0.4],
];

function strongestMark(marks: number, weights: MarkWeights): number {
  let strongest = 0;
  for (const [mark, weight] of weights)
    if (marks & MARK[mark] && weight > strongest) strongest = weight;
  return strongest;
}

function syllableFriction(syllables: number): number {
  return syllables >= 4 ? 0.6 : syllables === 3 ? 0.3 : 0;
}

/** Intensity per word for the mode; for clarity, 1 is a plain word and low values mark friction. */
export function wordIntensity(word: WordInfo, mode: AnalysisMode, longSentence: boolean): number {
  const feeling = Math.min(1, Math.abs(word.valence) / 3);
  switch (mode) {
    case 'emotion':
      return Math.max(feeling, strongestMark(word.marks, EMOTION_MARKS));
    case 'persuasion':
      return strongestMark(word.marks, PERSUASION_MARKS);
    case 'engagement':
      return Math.max(0.8 * feeling, strongestMark(word.marks, ENGAGEMENT_MARKS));
    case 'clarity': {
      const friction = Math.max(
        syllableFriction(word.syllables),
        strongestMark(word.marks, CLARITY_FRICTION),
      );
      return clamp01(1 - friction - (longSentence ? 0.2 : 0));
    }
  }
}

export function wordAnalysis(
  parsed: ParsedText,
  mode: AnalysisMode,
): { text: string; intensity: number }[] {
  return parsed.words.map((word) => {
    const longSentence = parsed.sentences[word.sentence].words > LONG_SENTENCE_WORDS;
    return {
      text: word.text,
      intensity: Math.round(wordIntensity(word, mode, longSentence) * 1000) / 1000,
    };
  });
}
