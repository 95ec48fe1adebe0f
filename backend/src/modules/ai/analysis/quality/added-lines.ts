import { FUNCTION_WORDS } from '../lexicon/function-words.js';
import type { ParsedText } from '../features/parse-text.js';
import type { SentenceFeatures } from '../features/sentence-features.js';
import { stem } from '../text/stem.js';
import { GENERIC_LINES, STOCK_LEADS } from '../../engine/data/banks/stock-lines.js';

/**
 * What a reader sees when comparing a rewrite with its input: which of the output's sentences
 * are the author's (possibly edited) and which were added, and whether an added line fits the
 * text. A rewrite that only appends a stock line has not moved the author's words at all.
 */

const FUNCTION_WORD_SET = new Set(FUNCTION_WORDS);
/** Below this share of its content words found in the input, a sentence is a new line. */
const AUTHOR_OVERLAP = 0.5;
/** Lines this short ("Thanks.") carry no claim. */
const TRIVIAL_WORDS = 2;

/** A call to buy or to get in touch: misleading under a text that sells nothing. */
const SALES_LINE =
  /\b(?:learn more|get in touch|order (?:now|yours|today|online)|buy (?:now|yours|today)|shop now|sign up|subscribe|free trial|book (?:now|a demo|yours|your)|let['’]s talk about|contact us today|get yours|grab yours|claim yours)\b/i;
/** What a text that sells something says: a price, an order, a demo, an offer. */
const SELLS =
  /\b(?:costs?|priced?|pricing|buy|order|discount|\d+\s?% off|sale|trial|demo|subscription|tickets?|book(?:ing)?|offer|plans? (?:start|from)|per month)\b|\b(?:costs?|from|only|just|for)\s+[$€£]\s?\d/i;
/** Celebration: misleading under a notice about a problem. */
const CELEBRATION_LINE =
  /\b(?:best (?:one |chapter )?yet|next chapter|so much more to come|grateful to have you|can['’]t wait|exciting (?:times|news)|here['’]s to|onwards and upwards)\b/i;
const PROBLEM =
  /\b(?:fail(?:ed|ure|s)?|outage|down(?:time)?|disruption|sorry|apologi[sz]e[sd]?|fault|damaged|broken|shortfall|below plan|bug|errors?|delay(?:ed|s)?|overheat|recall|inconvenience|shut (?:off|down)|stop working|cancel(?:led|ed)?|incident)\b/i;
/** A deadline or pressure: misleading where the text names no time at all. */
const DEADLINE_LINE =
  /\b(?:deadline|last chance|before it['’]s too late|time is running out|act fast|right away|immediately|as soon as possible|asap|hurry)\b/i;
const NAMES_A_TIME =
  /\d|\b(?:today|tonight|tomorrow|week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|deadline|by|before|until)\b/i;

/**
 * misfit: misleads a reader of this input; generic: a line that could close any text (the
 * engine's own stock); stock: none of the input's words; related: some of them.
 */
export type AddedLineKind = 'misfit' | 'generic' | 'stock' | 'related';

export interface AddedLine {
  text: string;
  kind: AddedLineKind;
  sentence: SentenceFeatures;
  /** Why a misfit line misleads, in words. */
  reason?: string;
}

export interface SentenceSplit {
  /** The output's sentences that carry the author's content. */
  author: SentenceFeatures[];
  added: AddedLine[];
}

function contentKeys(parsed: ParsedText, sentence: SentenceFeatures, skip = 0): Set<string> {
  const keys = new Set<string>();
  for (let index = sentence.firstWord + skip; index < sentence.endWord; index++) {
    const word = parsed.words[index];
    if (word.kind !== 'word') keys.add(word.lower);
    else if (word.lower.length > 1 && !FUNCTION_WORD_SET.has(word.lower))
      keys.add(stem(word.lower));
  }
  return keys;
}

function inputKeys(input: ParsedText): Set<string> {
  const keys = new Set<string>();
  for (const sentence of input.sentences)
    for (const key of contentKeys(input, sentence)) keys.add(key);
  return keys;
}

const normalise = (text: string) => text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

const GENERIC_PATTERNS: readonly RegExp[] = GENERIC_LINES.map((line) => {
  const escaped = normalise(line)
    .replace(/[.!?]+$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\{[a-z]+\\\}/gi, '.+?');
  return new RegExp(`^${escaped}[.!?]*$`, 'i');
});

/** A line the engine can add under any text ("Thank you for your attention to this."). */
export const isGenericLine = (line: string): boolean => {
  const text = normalise(line);
  return GENERIC_PATTERNS.some((pattern) => pattern.test(text));
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const STOCK_LEAD = new RegExp(`^(?:${STOCK_LEADS.map(escape).join('|')})\\s+(?=\\S)`, 'i');

/**
 * The author's sentence without a stock lead-in the rewrite put before it ("A quick, steady
 * update: we added…" → "We added…"); unchanged when the input itself opens a sentence so.
 */
export function withoutStockLead(sentence: string, input: string): string {
  const lead = STOCK_LEAD.exec(sentence.trim())?.[0];
  if (!lead || input.toLowerCase().includes(lead.trim().toLowerCase())) return sentence;
  const rest = sentence.trim().slice(lead.length);
  return `${rest[0].toUpperCase()}${rest.slice(1)}`;
}

/** Why a line the rewrite added misleads a reader of this input (undefined when it does not). */
export function misfitOf(line: string, input: string): string | undefined {
  if (SALES_LINE.test(line) && !SELLS.test(input)) return 'a sales call on something not sold';
  if (CELEBRATION_LINE.test(line) && PROBLEM.test(input)) return 'a celebration under a problem';
  if (DEADLINE_LINE.test(line) && !NAMES_A_TIME.test(input))
    return 'a deadline the text does not have';
  return undefined;
}

/** Splits the output's sentences into the author's and the added ones, and judges the added. */
export function splitSentences(input: ParsedText, output: ParsedText): SentenceSplit {
  const known = inputKeys(input);
  const author: SentenceFeatures[] = [];
  const added: AddedLine[] = [];
  for (const sentence of output.sentences) {
    // A stock lead-in ("A quick, steady update: …") does not make the author's sentence new.
    const bare = withoutStockLead(sentence.text, input.text);
    const leadWords =
      bare === sentence.text
        ? 0
        : sentence.text.trim().slice(0, -bare.length).split(/\s+/).length - 1;
    const keys = contentKeys(output, sentence, leadWords);
    let found = 0;
    for (const key of keys) if (known.has(key)) found++;
    const overlap = keys.size > 0 ? found / keys.size : 0;
    if (overlap >= AUTHOR_OVERLAP) {
      author.push(sentence);
      continue;
    }
    if (sentence.words <= TRIVIAL_WORDS) continue;
    const reason = misfitOf(sentence.text, input.text);
    const kind = reason
      ? 'misfit'
      : isGenericLine(sentence.text)
        ? 'generic'
        : found === 0
          ? 'stock'
          : 'related';
    added.push({ text: sentence.text.trim(), kind, sentence, reason });
  }
  return { author, added };
}
