import type { ProtectedKind } from '../ai.types.js';

// Patterns for the spans a rewrite must never change. Compiled once at module load.
const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';
const MONTH_ABBR = 'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const MONTH_ANY = `(?:${MONTHS}|(?:${MONTH_ABBR})\\.?)`;
const SCALE = String.raw`(?:\s?(?:k|K|m|M|bn|BN|million|billion|thousand|trillion)\b)?`;

const MEASURE_UNITS = [
  'pounds?',
  'lbs?',
  'ounces?',
  'oz',
  'tons?',
  'tonnes?',
  'kg',
  'kilograms?',
  'grams?',
  'g',
  'mg',
  'km',
  'kilomet(?:er|re)s?',
  'met(?:er|re)s?',
  'cm',
  'mm',
  'miles?',
  'mi',
  'mph',
  'km/h',
  'feet',
  'foot',
  'ft',
  'inch(?:es)?',
  'yards?',
  'lit(?:er|re)s?',
  'ml',
  'gallons?',
  'sq ft',
  'acres?',
  'hectares?',
  '°[CF]',
  'degrees',
  'kWh',
  'MWh?',
  'kW',
  'W',
  'GB',
  'MB',
  'TB',
  'KB',
  'ms',
].join('|');

export interface SpanPattern {
  kind: ProtectedKind;
  pattern: RegExp;
  /** A cheap test every match needs to pass (a digit, an "@"…); lines without it are skipped. */
  needs?: RegExp;
}

const DIGIT = /\d/;

export const SPAN_PATTERNS: readonly SpanPattern[] = [
  {
    kind: 'email',
    needs: /@/,
    pattern: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g,
  },
  {
    kind: 'url',
    needs: /[:.]/,
    pattern: /\b(?:https?:\/\/|www\.)[^\s<>"'`]*[^\s<>"'`.,;:!?)\]]/gi,
  },
  {
    kind: 'url',
    needs: /\./,
    // Starts only where a host name can start (not inside "a.b" or "a-b"): every later start in
    // the same run finds nothing the first did not, and trying them all was quadratic.
    pattern:
      /(?<![a-z0-9]-*|[a-z0-9-]\.)\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|ai|app|dev|example|edu|gov|info|biz|me|ly|uk|de|fr|us|eu)(?:\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]])?(?![\w@-])/gi,
  },
  {
    kind: 'quote',
    needs: /["“'‘]/,
    // A quotation that runs over paragraphs opens each one with a mark and closes only the
    // last: an opening mark with no close on its line quotes to the line's end.
    // A straight mark right after a word or a comma closes a quotation ("…atmosphere," said):
    // it never opens one.
    // A writer who mixes straight and curly marks ("…review,” said) still quotes someone.
    // A writer's opening mark typed again to close ("…the most.“") closes after an end mark.
    // Curly single marks quote too (‘thank you for a really good day’); a ’ before a letter
    // inside them is an apostrophe.
    pattern:
      /(?<![\p{L}\p{N},.;:!?])"[^"\n]{1,400}"|“[^”\n]{1,400}”|(?<![\p{L}\p{N},.;:!?])"[^"“”\n]{1,400}”|“[^"“”\n]{1,400}"|“[^"“”\n]{1,400}[.,!?]“(?=\s|$)|(?<=^|[\s(])'[^'\n]{2,300}'(?=$|[\s.,;:!?)])|(?<=^|[\s(])‘(?:[^‘’\n]|’(?=\p{L})){2,300}’(?=$|[\s.,;:!?)])|(?<=^|\s)["“][^"“”\n]{1,1000}$/gu,
  },
  {
    kind: 'money',
    needs: DIGIT,
    pattern: new RegExp(
      // "$18,400," ends at the last digit: the comma belongs to the sentence. An amount in words
      // starts where its digits start, not after each comma of "1,1,1,…" (quadratic).
      String.raw`[$€£¥₹]\s?\d(?:[\d,]*\d)?(?:\.\d+)?${SCALE}|(?<!\d,?)\b\d(?:[\d,]*\d)?(?:\.\d+)?\s?(?:USD|EUR|GBP|dollars|euros)\b`,
      'g',
    ),
  },
  { kind: 'number', needs: DIGIT, pattern: /\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)/g },
  // A measure is one span with its unit ("12,000 pounds" is a weight, not money; "5 km").
  {
    kind: 'number',
    needs: DIGIT,
    pattern: new RegExp(
      String.raw`\b\d(?:[\d,]*\d)?(?:\.\d+)?\s?(?:${MEASURE_UNITS})(?![\p{L}\p{N}])`,
      'gu',
    ),
  },
  // Initialisms written with dots are one span ("U.S.", "U.K."), with the name they begin
  // when two or more capitalised words follow ("U.S. Green Building Council").
  {
    kind: 'name',
    needs: /\p{Lu}\./u,
    pattern: /(?<![\p{L}.])(?:\p{Lu}\.){2,}(?:(?: \p{Lu}[\p{Ll}&'’-]+){2,})?/gu,
  },
  {
    kind: 'date',
    needs: /\d|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|day\b/,
    pattern: new RegExp(
      [
        String.raw`\b\d{4}-\d{2}-\d{2}\b`,
        String.raw`\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b`,
        String.raw`\b${MONTH_ANY}\s${DAY}(?:,?\s\d{4})?\b`,
        String.raw`\b${DAY}\s(?:of\s)?${MONTH_ANY}(?:,?\s\d{4})?\b`,
        String.raw`\b(?:${MONTHS})(?:\s\d{4})?\b(?<!\bMay)`,
        String.raw`\b(?:${WEEKDAYS})\b`,
        String.raw`\bQ[1-4](?:\s\d{4})?\b`,
      ].join('|'),
      'g',
    ),
  },
  {
    kind: 'time',
    needs: DIGIT,
    pattern:
      /\b\d{1,2}(?::\d{2})?\s?(?:[ap]\.m\.|[ap]m\b)(?:\s(?:UTC|GMT|[A-Z]{2,3}T))?|\b\d{1,2}:\d{2}(?::\d{2})?(?:\s(?:UTC|GMT|[A-Z]{2,3}T))?\b/gi,
  },
  {
    kind: 'mention',
    needs: /@/,
    pattern: /(?<![\w@])@[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?/g,
  },
  { kind: 'hashtag', needs: /#/, pattern: /(?<![\w#&])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu },
  {
    kind: 'number',
    needs: DIGIT,
    pattern: /(?<![\w.])[vV]?\d+(?:[.,:/]\d+)*(?:st|nd|rd|th|x|k|K|m|M|bn|s)?(?![\w])/g,
  },
];

/** Informal or shouted all-caps words that are tone, not names (calm and professional rewrite them). */
export const SHOUTED_NOT_ACRONYM = new Set([
  'ASAP',
  'FYI',
  'BTW',
  'LOL',
  'OMG',
  'TBH',
  'IMO',
  'IMHO',
  'URGENT',
  'NOW',
  'FREE',
  'NEW',
  'STOP',
  'NOT',
  'DO',
  'NO',
  'YES',
  'OK',
  'WOW',
  'ALL',
  'MUST',
  'HUGE',
  'TODAY',
  'BIG',
  'BEST',
  'ONLY',
  'HURRY',
  'SALE',
  'ACT',
  'LAST',
  'READ',
  'THIS',
  'THE',
  'AND',
  'YOU',
  'YOUR',
  'OFF',
  'WILL',
  'PLEASE',
  'IMPORTANT',
  'NEVER',
  'EVER',
  'AMAZING',
]);
