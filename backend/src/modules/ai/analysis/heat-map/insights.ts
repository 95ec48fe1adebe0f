import type { AnalysisMode } from '../../ai.types.js';
import type { ParsedText } from '../features/parse-text.js';
import type { SentenceFeatures } from '../features/sentence-features.js';
import { LONG_SENTENCE_WORDS } from '../features/totals.js';
import { plainWordFor } from '../features/phrase-index.js';
import { totalsOfSentence } from '../features/totals.js';
import { readabilityOf } from '../readability.js';
import { phrasesIn, quoteList } from './quote.js';

type InsightRule = (parsed: ParsedText, s: SentenceFeatures) => string | null;

const MAX_INSIGHTS = 5;
const SENTIMENT_NOTICE = 0.3;

const passive: InsightRule = (_, s) =>
  s.passives.length > 0
    ? `Passive voice: ${quoteList(
        s.passives.map((match) => match.phrase),
        2,
      )}`
    : null;

const hedges: InsightRule = (parsed, s) => {
  const found = phrasesIn(parsed, s, 'hedge');
  if (found.length === 0) return null;
  if (s.hedges.length === 1) return `Hedge ${quoteList(found)} softens the claim`;
  return `${s.hedges.length} hedges weaken this sentence: ${quoteList(found)}`;
};

const longSentence: InsightRule = (_, s) =>
  s.words > LONG_SENTENCE_WORDS
    ? `Long sentence: ${s.words} words (aim for ${LONG_SENTENCE_WORDS} or fewer)`
    : null;

const hardToRead: InsightRule = (parsed, s) => {
  if (s.words < 6) return null;
  const ease = readabilityOf(totalsOfSentence(s)).flesch_reading_ease;
  if (ease >= 40) return null;
  const longWords: string[] = [];
  for (let index = s.firstWord; index < s.endWord && longWords.length < 2; index++) {
    const word = parsed.words[index];
    if (word.kind === 'word' && word.syllables >= 4 && !longWords.includes(word.text)) {
      longWords.push(word.text);
    }
  }
  const examples = longWords.length > 0 ? `; long words such as ${quoteList(longWords, 2)}` : '';
  return `Hard to read (reading ease ${Math.round(ease)})${examples}`;
};

const wordy: InsightRule = (parsed, s) => {
  const found = phrasesIn(parsed, s, 'wordy');
  if (found.length === 0) return null;
  const plain = plainWordFor(found[0].toLowerCase());
  return plain ? `Wordy: '${found[0]}' could be '${plain}'` : `Wordy: ${quoteList(found)}`;
};

const callToAction: InsightRule = (parsed, s) => {
  const found = phrasesIn(parsed, s, 'callToAction');
  return found.length > 0 ? `Strong call to action: ${quoteList(found, 2)}` : null;
};

const benefit: InsightRule = (parsed, s) => {
  const found = phrasesIn(parsed, s, 'benefit');
  return found.length > 0 ? `Reader benefit: ${quoteList(found)}` : null;
};

const socialProof: InsightRule = (parsed, s) => {
  const found = phrasesIn(parsed, s, 'socialProof');
  return found.length > 0 ? `Social proof: ${quoteList(found, 2)}` : null;
};

const readerFocus: InsightRule = (_, s) =>
  s.secondPerson > 0 ? `Speaks to the reader directly (${s.secondPerson}× 'you'/'your')` : null;

const instruction: InsightRule = (_, s) =>
  s.imperative !== null && s.weights.callToAction === 0
    ? `Direct instruction: '${s.imperative}'`
    : null;

const specifics: InsightRule = (_, s) =>
  s.numbers > 0 ? `Concrete figures (${s.numbers}) make it specific` : null;

const pressure: InsightRule = (parsed, s) => {
  const found = phrasesIn(parsed, s, 'pressure');
  return found.length > 0 ? `Time pressure: ${quoteList(found)}` : null;
};

const exclamation: InsightRule = (_, s) => {
  if (s.exclamationMarks === 0) return null;
  return s.exclamationMarks === 1
    ? 'Exclamation adds energy'
    : `${s.exclamationMarks} exclamations: high energy`;
};

const capitals: InsightRule = (_, s) =>
  s.shouted.length > 0 ? `Emphatic capitals: ${quoteList(s.shouted)}` : null;

const frustration: InsightRule = (_, s) =>
  s.frustration.length > 0 ? `Frustration: ${quoteList(s.frustration)}` : null;

const sentiment: InsightRule = (_, s) => {
  if (s.compound >= SENTIMENT_NOTICE) return `Positive sentiment: ${quoteList(s.positive)}`;
  if (s.compound <= -SENTIMENT_NOTICE) return `Negative sentiment: ${quoteList(s.negative)}`;
  return null;
};

const feelings: InsightRule = (parsed, s) => {
  const acknowledged = phrasesIn(parsed, s, 'acknowledgement');
  if (acknowledged.length > 0) return `Acknowledges the reader: ${quoteList(acknowledged, 2)}`;
  const felt = phrasesIn(parsed, s, 'feeling');
  return felt.length > 0 ? `Feeling words: ${quoteList(felt)}` : null;
};

const intensifiers: InsightRule = (parsed, s) => {
  const found = phrasesIn(parsed, s, 'intensifier');
  return found.length > 0 ? `Intensifiers: ${quoteList(found)}` : null;
};

const warmth: InsightRule = (parsed, s) => {
  const found = [...phrasesIn(parsed, s, 'warmth'), ...phrasesIn(parsed, s, 'vision')];
  return found.length > 0 ? `Warm or uplifting words: ${quoteList(found)}` : null;
};

const question: InsightRule = (_, s) => (s.question ? 'Question invites a response' : null);

const hook: InsightRule = (parsed, s) => {
  const found = phrasesIn(parsed, s, 'hook');
  return found.length > 0 ? `Hook: ${quoteList(found, 2)}` : null;
};

const punchy: InsightRule = (_, s) =>
  s.words <= 8 && !s.question ? `Short and punchy (${s.words} words)` : null;

const RULES: Record<AnalysisMode, readonly InsightRule[]> = {
  emotion: [
    frustration,
    sentiment,
    feelings,
    pressure,
    exclamation,
    capitals,
    intensifiers,
    warmth,
  ],
  persuasion: [
    callToAction,
    benefit,
    socialProof,
    pressure,
    readerFocus,
    instruction,
    specifics,
    hedges,
    passive,
  ],
  engagement: [
    question,
    hook,
    readerFocus,
    exclamation,
    pressure,
    punchy,
    hedges,
    passive,
    longSentence,
  ],
  clarity: [passive, hedges, longSentence, hardToRead, wordy],
};

const NOTHING_FOUND: Record<AnalysisMode, string> = {
  emotion: 'Neutral, matter-of-fact statement',
  persuasion: 'No persuasive signal: no benefit, call to action or reader focus',
  engagement: 'Flat statement: no question, direct address or hook',
  clarity: 'Clear: active, direct and easy to read',
};

export function sentenceInsights(
  parsed: ParsedText,
  sentence: SentenceFeatures,
  mode: AnalysisMode,
): string[] {
  const insights: string[] = [];
  for (const rule of RULES[mode]) {
    const insight = rule(parsed, sentence);
    if (insight) insights.push(insight);
    if (insights.length >= MAX_INSIGHTS) break;
  }
  return insights.length > 0 ? insights : [NOTHING_FOUND[mode]];
}
