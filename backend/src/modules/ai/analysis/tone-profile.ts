import { EMOTION_TONES, type EmotionTone } from '../ai.types.js';
import { hasMark, type WordMark } from './features/marks.js';
import { parseText, type ParsedText } from './features/parse-text.js';
import { totalsOfSentence } from './features/totals.js';
import { round } from './math.js';
import { toneScores } from './tone-scores.js';

export interface ToneProfile {
  scores: Record<EmotionTone, number>;
  drivers: Record<EmotionTone, { words: string[]; sentences: number[] }>;
}

/** The word-level signals that push each tone up. */
const DRIVER_MARKS: Record<EmotionTone, readonly WordMark[]> = {
  empathetic: ['acknowledgement', 'feeling', 'softener'],
  confident: ['firm', 'imperative'],
  persuasive: ['callToAction', 'benefit', 'socialProof', 'secondPerson'],
  friendly: ['warmth', 'contraction', 'slang'],
  professional: ['formal', 'nominalization'],
  inspiring: ['vision', 'firstPlural'],
  urgent: ['pressure', 'shouting', 'imperative'],
  calm: ['reassurance'],
  balanced: ['structure', 'evidence', 'number'],
};
const MAX_DRIVER_WORDS = 25;
// Above what absence of contrary signals alone gives a plain sentence, so a driver needs real markers.
const DRIVING_SENTENCE_SCORE = 0.6;

function driverWords(parsed: ParsedText, tone: EmotionTone): string[] {
  const marks = DRIVER_MARKS[tone];
  const found = new Set<string>();
  for (const sentence of parsed.sentences) {
    for (const hit of sentence.hits) {
      if ((marks as readonly string[]).includes(hit.category)) found.add(hit.phrase);
      if (found.size >= MAX_DRIVER_WORDS) return [...found];
    }
  }
  for (const word of parsed.words) {
    if (found.size >= MAX_DRIVER_WORDS) break;
    if (marks.some((mark) => hasMark(word.marks, mark))) found.add(word.lower);
  }
  return [...found];
}

export function toneProfileOf(parsed: ParsedText): ToneProfile {
  const raw = toneScores(parsed.totals);
  const sentenceScores = parsed.sentences.map((sentence) => toneScores(totalsOfSentence(sentence)));
  const scores = {} as ToneProfile['scores'];
  const drivers = {} as ToneProfile['drivers'];
  for (const tone of EMOTION_TONES) {
    scores[tone] = round(raw[tone], 3);
    const sentences: number[] = [];
    sentenceScores.forEach((perSentence, index) => {
      if (perSentence[tone] >= DRIVING_SENTENCE_SCORE) sentences.push(index);
    });
    drivers[tone] = { words: driverWords(parsed, tone), sentences };
  }
  return { scores, drivers };
}

/** Score per tone (0–1) with the words and sentence indexes that drive each one. */
export function toneProfile(text: string): ToneProfile {
  return toneProfileOf(parseText(text));
}
