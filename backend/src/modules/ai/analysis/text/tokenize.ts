import { isSpace } from './white-space.js';

export type TokenKind =
  'word' | 'number' | 'url' | 'email' | 'mention' | 'hashtag' | 'emoji' | 'punct';

export interface Token {
  text: string;
  /** Lowercase with typographic apostrophes made plain; the key for every lexicon lookup. */
  lower: string;
  kind: TokenKind;
  start: number;
  end: number;
  // Annotation slots filled by the sentence analysis. They live on the token so that each word is
  // a single object of one shape: fewer allocations keep long texts linear under GC.
  sentence: number;
  afterBreak: boolean;
  syllables: number;
  marks: number;
  valence: number;
}

// One sticky match per token, tried where the previous one ended (after whitespace); `test` only
// moves lastIndex, so no match arrays are allocated. The order of the alternatives decides where
// a token ends; its kind is read from the token afterwards.
const TOKEN_PATTERN = new RegExp(
  [
    String.raw`(?:https?:\/\/|www\.)[^\s<>"'()\[\]{}]*[^\s<>"'()\[\]{}.,;:!?]`,
    String.raw`[\p{L}\p{N}._%+\-]{1,64}@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)+`,
    String.raw`[@#][\p{L}\p{N}_]+`,
    String.raw`[$€£¥]?\d+(?:[.,:]\d+)*(?:%|(?:st|nd|rd|th|am|pm|k|m|bn|x)(?![\p{L}\p{N}]))?`,
    String.raw`\p{L}[\p{L}\p{M}\p{N}]*(?:['’\-][\p{L}\p{M}\p{N}]+)*`,
    String.raw`\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*`,
    String.raw`\.{2,}|[!?]+|\S`,
  ].join('|'),
  'uy',
);
const URL_START = /^(?:https?:\/\/|www\.)/i;
const LETTER_START = /^\p{L}/u;
const DIGIT_START = /^[$€£¥]?\d/u;
const EMOJI_START = /^\p{Extended_Pictographic}/u;

function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

function kindOf(value: string): TokenKind {
  const code = value.charCodeAt(0);
  if (value.length > 1) {
    if (code === 64) return 'mention';
    if (code === 35) return 'hashtag';
    if (value.includes('@')) return 'email';
    if ((code === 104 || code === 72 || code === 119 || code === 87) && URL_START.test(value)) {
      return 'url';
    }
  }
  if (isAsciiLetter(code)) return 'word';
  if (code >= 48 && code <= 57) return 'number';
  if (LETTER_START.test(value)) return 'word';
  if (DIGIT_START.test(value)) return 'number';
  if (EMOJI_START.test(value)) return 'emoji';
  return 'punct';
}

/** Lowercase lookup form; plain lowercase ASCII (most tokens) is returned as is, without a copy. */
function lowerOf(value: string): string {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code >= 65 && code <= 90) || code > 127) return value.toLowerCase().replace(/’/g, "'");
  }
  return value;
}

/**
 * Most tokens are plain ASCII words followed by a space or simple punctuation: their end is found
 * by a scan, and the full pattern (URLs, e-mails, apostrophes, other scripts) runs only for the
 * rest. Returns -1 when the pattern has to decide.
 */
function plainWordEnd(text: string, start: number): number {
  if (!isAsciiLetter(text.charCodeAt(start))) return -1;
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (isAsciiLetter(code) || (code >= 48 && code <= 57)) index++;
    else break;
  }
  if (index === text.length) return index;
  const code = text.charCodeAt(index);
  // Space, or punctuation that cannot continue a word, URL or e-mail address.
  if (isSpace(code) || code === 44 || code === 33 || code === 63 || code === 59 || code === 41)
    return index;
  if ((code === 46 || code === 58) && !isAsciiLetter(text.charCodeAt(index + 1))) {
    // "end." and "note:" end the word; "example.com", "https:" and "e.g" go to the pattern.
    const next = text.charCodeAt(index + 1);
    if (Number.isNaN(next) || isSpace(next) || next === 34 || next === 41 || next === 8221)
      return index;
  }
  return -1;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Sticky and stateless between calls (lastIndex is set before every test).
  const pattern = TOKEN_PATTERN;
  let start = 0;
  while (start < text.length) {
    if (isSpace(text.charCodeAt(start))) {
      start++;
      continue;
    }
    let end = plainWordEnd(text, start);
    if (end < 0) {
      pattern.lastIndex = start;
      // Every non-space character matches at least one alternative; the guard only protects the loop.
      end = pattern.test(text) ? pattern.lastIndex : start + 1;
    }
    const value = text.slice(start, end);
    const kind = kindOf(value);
    const lower = lowerOf(value);
    tokens.push({
      text: value,
      lower,
      kind,
      start,
      end,
      sentence: -1,
      afterBreak: false,
      syllables: 0,
      marks: 0,
      valence: 0,
    });
    start = end;
  }
  return tokens;
}

/** Words in the everyday sense: anything a reader would count, not punctuation or emoji. */
export function isWordLike(token: Token): boolean {
  return token.kind !== 'punct' && token.kind !== 'emoji';
}
