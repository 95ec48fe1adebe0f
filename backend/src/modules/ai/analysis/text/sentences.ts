import { ABBREVIATIONS, TERMINAL_ABBREVIATIONS } from '../lexicon/word-classes.js';
import { isWordLike, type Token } from './tokenize.js';

export interface SentenceSpan {
  /** Character offsets in the text. */
  start: number;
  end: number;
  /** Token index range, end exclusive. */
  firstToken: number;
  endToken: number;
}

const ABBREVIATION_SET = new Set(ABBREVIATIONS);
const TERMINAL_ABBREVIATION_SET = new Set(TERMINAL_ABBREVIATIONS);
const CLOSERS = new Set(['"', '”', '’', "'", ')', ']', '}', '»']);
const LIST_MARKERS = new Set(['-', '*', '•', '–', '—', '>', '#']);

function isTerminal(token: Token): boolean {
  if (token.kind !== 'punct') return false;
  const first = token.text[0];
  return first === '.' || first === '!' || first === '?' || first === '…';
}

function startsUppercase(token: Token | undefined): boolean {
  if (!token) return false;
  const first = token.text[0];
  return first !== first.toLowerCase() || token.kind === 'number';
}

function newlinesBetween(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index++) if (text.charCodeAt(index) === 10) count++;
  return count;
}

const SPACE = /\s/;

function hasSpaceBetween(text: string, from: number, to: number): boolean {
  return to > from && SPACE.test(text[from]);
}

/** A period after an abbreviation or an initial does not end the sentence. */
function periodEndsSentence(
  tokens: Token[],
  periodIndex: number,
  next: Token | undefined,
): boolean {
  const period = tokens[periodIndex];
  const before = tokens[periodIndex - 1];
  if (period.text !== '.' || !before || before.end !== period.start || before.kind !== 'word') {
    return true;
  }
  if (before.lower.length === 1) return false;
  if (before.lower === 'no') return next?.kind !== 'number';
  if (!ABBREVIATION_SET.has(before.lower)) return true;
  return TERMINAL_ABBREVIATION_SET.has(before.lower) && startsUppercase(next);
}

function breaksAtNewline(text: string, previous: Token, token: Token): boolean {
  const newlines = newlinesBetween(text, previous.end, token.start);
  if (newlines === 0) return false;
  if (newlines > 1) return true;
  return (
    startsUppercase(token) ||
    LIST_MARKERS.has(token.text) ||
    token.kind === 'emoji' ||
    isTerminal(previous) ||
    previous.text === ':'
  );
}

function rawSpans(text: string, tokens: Token[]): [number, number][] {
  const spans: [number, number][] = [];
  let first = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (index > first && breaksAtNewline(text, tokens[index - 1], token)) {
      spans.push([first, index]);
      first = index;
    }
    if (!isTerminal(token)) continue;
    let last = index;
    while (
      last + 1 < tokens.length &&
      CLOSERS.has(tokens[last + 1].text) &&
      tokens[last + 1].start === tokens[last].end
    ) {
      last++;
    }
    const next = tokens[last + 1];
    if (next && !hasSpaceBetween(text, tokens[last].end, next.start)) continue;
    if (!periodEndsSentence(tokens, index, next)) continue;
    const isEllipsis = token.text.length > 1 && token.text[0] === '.';
    if ((isEllipsis || token.text === '…') && next && !startsUppercase(next)) continue;
    spans.push([first, last + 1]);
    first = last + 1;
    index = last;
  }
  if (first < tokens.length) spans.push([first, tokens.length]);
  return spans;
}

function hasWords(tokens: Token[], [first, end]: [number, number]): boolean {
  for (let index = first; index < end; index++) if (isWordLike(tokens[index])) return true;
  return false;
}

/** Sentences (and list items, headings, lines) in reading order; fragments without words join a neighbour. */
export function splitSentences(text: string, tokens: Token[]): SentenceSpan[] {
  const merged: [number, number][] = [];
  for (const span of rawSpans(text, tokens)) {
    const previous = merged[merged.length - 1];
    if (!hasWords(tokens, span) && previous) previous[1] = span[1];
    else if (previous && !hasWords(tokens, previous)) previous[1] = span[1];
    else merged.push([span[0], span[1]]);
  }
  return merged
    .filter((span) => hasWords(tokens, span))
    .map(([first, end]) => ({
      start: tokens[first].start,
      end: tokens[end - 1].end,
      firstToken: first,
      endToken: end,
    }));
}
