import type { AnalysisMode } from '../../ai.types.js';
import { plainWordFor } from '../features/phrase-index.js';
import type { ParsedText } from '../features/parse-text.js';
import type { SentenceFeatures } from '../features/sentence-features.js';
import { LONG_SENTENCE_WORDS } from '../features/totals.js';
import { per100 } from '../math.js';
import { readabilityOf } from '../readability.js';
import { opening, phrasesIn, quoteList, wordsAsWritten } from './quote.js';
import { closingAsk, isServiceText, textKindOf } from './text-kind.js';

/** Long enough to quote most sentences whole, so a suggestion shows the sentence it is about. */
const QUOTE = 120;

/** Texts are built only for the candidates that make the cut: long texts yield hundreds. */
interface Candidate {
  priority: number;
  text: () => string;
}

const MAX_SUGGESTIONS = 6;
const SPLIT_WORDS = new Set([
  'and',
  'but',
  'which',
  'because',
  'so',
  'while',
  'after',
  'although',
  'when',
  'since',
  'who',
  'before',
  'whereas',
  'until',
]);
const AGENT_STOP = new Set([
  'after',
  'before',
  'when',
  'while',
  'because',
  'and',
  'but',
  'in',
  'on',
  'at',
  'for',
  'to',
  'with',
]);

const number = (sentence: SentenceFeatures): number => sentence.index + 1;

/** Three words where a long sentence can be split, nearest its middle. */
function splitPoint(parsed: ParsedText, sentence: SentenceFeatures): string | null {
  const middle = sentence.firstWord + sentence.words / 2;
  let best = -1;
  for (let index = sentence.firstWord + 4; index < sentence.endWord - 4; index++) {
    const word = parsed.words[index];
    if (!SPLIT_WORDS.has(word.lower) && !word.afterBreak) continue;
    if (best < 0 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return best < 0 ? null : wordsAsWritten(parsed, best, Math.min(best + 2, sentence.endWord - 1));
}

/** Who did it, from "… by the platform team": the active subject to start with. */
function agentOf(parsed: ParsedText, sentence: SentenceFeatures, last: number): string | null {
  if (parsed.words[last]?.lower !== 'by') return null;
  let end = last;
  while (end + 1 < sentence.endWord && end - last < 4) {
    const next = parsed.words[end + 1];
    if ((next.afterBreak && end > last) || AGENT_STOP.has(next.lower)) break;
    end++;
  }
  return end > last ? wordsAsWritten(parsed, last + 1, end) : null;
}

function activeVoice(parsed: ParsedText, sentence: SentenceFeatures, out: Candidate[]): void {
  const [passive] = sentence.passives;
  if (!passive) return;
  out.push({
    priority: 3,
    text: () => {
      const agent = agentOf(parsed, sentence, passive.last);
      const lead = agent ? `start with '${agent}'` : 'name who did it';
      return `Sentence ${number(sentence)}: rewrite '${passive.phrase}' in the active voice (${lead})`;
    },
  });
}

function splitLong(parsed: ParsedText, sentence: SentenceFeatures, out: Candidate[]): void {
  if (sentence.words <= LONG_SENTENCE_WORDS) return;
  out.push({
    priority: 2 + sentence.words / LONG_SENTENCE_WORDS,
    text: () => {
      const at = splitPoint(parsed, sentence);
      const how = at ? `split it before '${at}'` : 'split it into two';
      return `Sentence ${number(sentence)} has ${sentence.words} words: ${how}`;
    },
  });
}

function cutHedges(
  parsed: ParsedText,
  sentence: SentenceFeatures,
  why: string,
  out: Candidate[],
): void {
  if (sentence.hedges.length === 0) return;
  out.push({
    priority: 1.5 + sentence.weights.hedge,
    text: () =>
      `Sentence ${number(sentence)}: cut ${quoteList(phrasesIn(parsed, sentence, 'hedge'))} ${why}`,
  });
}

function plainWords(parsed: ParsedText, sentence: SentenceFeatures, out: Candidate[]): void {
  if (sentence.weights.wordy === 0) return;
  out.push({
    priority: 1.2,
    text: () => {
      const [wordy] = phrasesIn(parsed, sentence, 'wordy');
      const plain = plainWordFor(wordy.toLowerCase()) ?? 'a plainer word';
      return `Sentence ${number(sentence)}: replace '${wordy}' with '${plain}'`;
    },
  });
}

function readerFocus(parsed: ParsedText, out: Candidate[]): void {
  const { totals, sentences } = parsed;
  if (per100(totals.secondPerson, totals.words) >= 2 || sentences.length === 0) return;
  const addressing = sentences.filter((sentence) => sentence.secondPerson > 0).length;
  const target = sentences.find((s) => s.firstPlural > 0 && s.secondPerson === 0) ?? sentences[0];
  const share =
    addressing === 0
      ? 'No sentence addresses the reader'
      : `Only ${addressing} of ${sentences.length} sentences address the reader`;
  out.push({
    priority: 2.5,
    text: () =>
      `${share}: rewrite sentence ${number(target)} ("${opening(target, QUOTE)}") around what 'you' get`,
  });
}

function clarity(parsed: ParsedText, out: Candidate[]): void {
  for (const sentence of parsed.sentences) {
    activeVoice(parsed, sentence, out);
    splitLong(parsed, sentence, out);
    cutHedges(parsed, sentence, 'to state the point directly', out);
    plainWords(parsed, sentence, out);
  }
  const grade = readabilityOf(parsed.totals).grade_level;
  if (grade > 12) {
    const longWords = [...new Set(parsed.words.filter((w) => w.syllables >= 4).map((w) => w.text))];
    const examples = longWords.length > 0 ? ` such as ${quoteList(longWords)}` : '';
    out.push({
      priority: 2.2,
      text: () => `Reading grade ${grade}: replace long words${examples} with shorter ones`,
    });
  }
}

function emotion(parsed: ParsedText, intensities: number[], out: Candidate[]): void {
  const { totals, sentences } = parsed;
  const shouted = sentences.flatMap((sentence) => sentence.shouted);
  if (shouted.length > 0) {
    out.push({
      priority: 3,
      text: () => `Drop the capitals in ${quoteList([...new Set(shouted)])}: they read as shouting`,
    });
  }
  if (totals.exclamationMarks > Math.max(2, sentences.length / 3)) {
    out.push({
      priority: 2.8,
      text: () =>
        `Use fewer exclamation marks (${totals.exclamationMarks} in ${sentences.length} sentences); keep one for the key line`,
    });
  }
  for (const sentence of sentences) {
    if (sentence.compound <= -0.4) {
      out.push({
        priority: 2,
        text: () =>
          `Sentence ${number(sentence)} leans negative (${quoteList(sentence.negative)}): follow the problem with what is being done about it`,
      });
    }
  }
  const flat = sentences
    .filter((sentence) => intensities[sentence.index] < 0.2 && sentence.words >= 6)
    .sort((a, b) => b.words - a.words || a.index - b.index)
    .slice(0, 2);
  for (const sentence of flat) {
    out.push({
      priority: 1.5,
      text: () =>
        `Sentence ${number(sentence)} ("${opening(sentence, QUOTE)}") is emotionally flat: say how it affects the reader or why it matters`,
    });
  }
  if (totals.weights.feeling + totals.weights.acknowledgement === 0 && totals.words >= 20) {
    out.push({
      priority: 1,
      text: () =>
        "Name a feeling or reaction (for example 'we're glad' or 'we know this is frustrating') to connect with the reader",
    });
  }
}

function persuasion(parsed: ParsedText, out: Candidate[]): void {
  const { totals, sentences } = parsed;
  const last = sentences[sentences.length - 1];
  const kind = textKindOf(parsed);
  if (totals.weights.callToAction === 0 && last) {
    out.push({
      priority: 3,
      text: () =>
        `End with a clear next step after sentence ${number(last)} ("${opening(last, QUOTE)}"): ${closingAsk(kind, parsed.text)}`,
    });
  }
  readerFocus(parsed, out);
  if (totals.weights.benefit === 0 && sentences[0] && !isServiceText(kind)) {
    out.push({
      priority: 2.2,
      text: () =>
        `State the payoff: what does the reader save, gain or avoid? Sentence 1 ("${opening(sentences[0], QUOTE)}") is the place for it`,
    });
  }
  for (const sentence of sentences) cutHedges(parsed, sentence, '(hedges undercut the pitch)', out);
  if (totals.weights.socialProof === 0 && totals.words >= 40 && !isServiceText(kind)) {
    out.push({
      priority: 1.2,
      text: () => 'Add proof: a customer count, a measured result or a short quote',
    });
  }
}

function engagement(parsed: ParsedText, out: Candidate[]): void {
  const { totals, sentences } = parsed;
  if (totals.questions === 0 && sentences.length >= 2) {
    out.push({
      priority: 2.6,
      text: () =>
        `Open with a question: turn sentence 1 ("${opening(sentences[0], QUOTE)}") into one the reader wants answered`,
    });
  }
  readerFocus(parsed, out);
  if (sentences.length >= 4 && totals.sentenceLengthSpread < 0.25) {
    const lengths = sentences.map((sentence) => sentence.words);
    const longest = sentences.reduce((a, b) => (b.words > a.words ? b : a));
    out.push({
      priority: 2,
      text: () =>
        `Vary the rhythm: sentences run ${Math.min(...lengths)}-${Math.max(...lengths)} words; follow sentence ${number(longest)} with a short one`,
    });
  }
  for (const sentence of sentences) {
    splitLong(parsed, sentence, out);
    activeVoice(parsed, sentence, out);
    cutHedges(parsed, sentence, 'to sound more direct', out);
  }
}

/** Concrete, text-specific suggestions for the mode, most important first. */
export function suggestionsFor(
  parsed: ParsedText,
  mode: AnalysisMode,
  intensities: number[],
): string[] {
  const candidates: Candidate[] = [];
  if (mode === 'clarity') clarity(parsed, candidates);
  else if (mode === 'emotion') emotion(parsed, intensities, candidates);
  else if (mode === 'persuasion') persuasion(parsed, candidates);
  else engagement(parsed, candidates);
  const ranked = candidates
    .map((candidate, order) => ({ ...candidate, order }))
    .sort((a, b) => b.priority - a.priority || a.order - b.order);
  const texts: string[] = [];
  for (const candidate of ranked) {
    const text = candidate.text();
    if (!texts.includes(text)) texts.push(text);
    if (texts.length >= MAX_SUGGESTIONS) break;
  }
  return texts;
}
