import {
  describesPast,
  clarityOf,
  parseText,
  LONG_SENTENCE_WORDS,
  readabilityOf,
  dominantToneOf,
  toneScores,
} from '../../../ai/ai.analysis.js';
import { TONE_LABELS, type EmotionTone } from '../../../ai/ai.types.js';
import { toPlainText } from '../../../ai/ai.text.js';

/** One finding tied to the sentence it is about. */
export interface SentenceFinding {
  sentence: string;
  what: string;
}

/** What the analysis measures in a text, in the terms the chat talks about. */
export interface TextReport {
  words: number;
  sentences: number;
  meanSentenceWords: number;
  /** 0-100. */
  clarity: number;
  readingEase: number;
  grade: number;
  /** Tones from the strongest, with their presence 0-100. */
  tones: { tone: EmotionTone; label: string; percent: number }[];
  dominant: EmotionTone;
  hedges: SentenceFinding[];
  passives: SentenceFinding[];
  long: SentenceFinding[];
  exclamations: number;
  questions: number;
}

const clip = (sentence: string) => {
  const flat = sentence.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
};

/** A lexicon phrase as the author wrote it ("i think" → "I think"). */
function asWritten(sentence: string, phrase: string): string {
  const at = sentence.toLowerCase().indexOf(phrase);
  return at >= 0 ? sentence.slice(at, at + phrase.length) : phrase;
}

/** Reads a text once with the app's analysis and keeps the sentences each finding concerns. */
export function reportOn(text: string): TextReport {
  const parsed = parseText(toPlainText(text));
  const { totals } = parsed;
  const scores = toneScores(totals);
  const tones = (Object.entries(scores) as [EmotionTone, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([tone, score]) => ({ tone, label: TONE_LABELS[tone], percent: Math.round(score * 100) }));
  const readability = readabilityOf(totals);
  const hedges: SentenceFinding[] = [];
  const passives: SentenceFinding[] = [];
  const long: SentenceFinding[] = [];
  let questions = 0;
  for (const sentence of parsed.sentences) {
    const quoted = clip(sentence.text);
    if (sentence.question) questions++;
    // "I would open the shop at five" in a story of the past is habit, not a hedge.
    const doubts = sentence.hedges.filter(
      (hedge) => hedge !== 'would' || !describesPast(sentence.text),
    );
    if (doubts.length > 0)
      hedges.push({
        sentence: quoted,
        what: doubts.map((hedge) => `"${asWritten(sentence.text, hedge)}"`).join(', '),
      });
    if (sentence.passives.length > 0)
      passives.push({ sentence: quoted, what: `"${sentence.passives[0].phrase}"` });
    if (sentence.words > LONG_SENTENCE_WORDS)
      long.push({ sentence: quoted, what: `${sentence.words} words` });
  }
  return {
    words: totals.words,
    sentences: totals.sentences,
    meanSentenceWords: totals.sentences ? Math.round(totals.words / totals.sentences) : 0,
    clarity: Math.round(clarityOf(totals) * 100),
    readingEase: Math.round(readability.flesch_reading_ease),
    grade: readability.grade_level,
    tones,
    dominant: dominantToneOf(scores),
    hedges,
    passives,
    long,
    exclamations: totals.exclamationMarks,
    questions,
  };
}

export const LONG_WORDS = LONG_SENTENCE_WORDS;
