import { MASK, MASK_AT_START, maskPattern } from '../../guardrails/mask-token.js';
import { isCommonSentenceStart, lowerFirst } from '../language/casing.js';
import { FINITE_VERBS } from '../data/word-sets.js';

// How a sentence opens: a time phrase takes its comma, a reason may come first.

const bare = (word: string) => word.toLowerCase().replace(/[^a-z'’]/g, '');
const wordsOf = (text: string) => text.trim().split(/\s+/);

// "Yesterday evening, the…" is one time phrase: no comma inside it.
const TIME_LEAD =
  /^(Today|Yesterday|Eventually|Afterwards|Finally|Meanwhile|Later|Recently|Ultimately|Three years later|Years later)\s+(?!(?:morning|afternoon|evening|night|at|around|before|after)\b)(?=\S)/;
// "Two winters ago", "Last spring", "That evening", "A month later": a time phrase of two or
// three words that opens a story sentence.
const TIME_PHRASE_LEAD = maskPattern()`^((?:(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twelve|A few|Several|Many|A|An|${MASK})\s+(?:days?|weeks?|months?|years?|decades?|winters?|summers?|springs?|autumns?|seasons?)\s+(?:ago|later)|(?:Last|This|That|Next)\s+(?:week|month|year|spring|summer|autumn|fall|winter|weekend|evening|morning|night|season)))\s+(?=\S)`;
const SUBJECT_WORDS = new Set([
  'i',
  'we',
  'he',
  'she',
  'they',
  'you',
  'it',
  'the',
  'a',
  'an',
  'my',
  'our',
  'his',
  'her',
  'their',
  'your',
  'that',
  'this',
  'nobody',
  'everyone',
]);

/** A time marker that opens a sentence takes its comma: "Today that company…" → "Today, that company…". */
export function timeLeadComma(text: string): string {
  const lead = TIME_LEAD.exec(text);
  const phrase = lead ? null : TIME_PHRASE_LEAD.exec(text);
  const match = lead ?? phrase;
  if (!match) return text;
  const rawNext = text.slice(match[0].length).split(/\s+/, 1)[0] ?? '';
  const next = bare(rawNext);
  if (FINITE_VERBS.has(next) || /^(?:and|or|is|was|we['’]re)$/.test(next)) return text;
  // "Last spring marked…", "Today sees the release…": the time is the subject; only a subject
  // may follow the comma.
  if (!SUBJECT_WORDS.has(next) && !MASK_AT_START.test(rawNext) && !/^[A-Z]/.test(rawNext))
    return text;
  return `${match[1]}, ${text.slice(match[0].length)}`;
}

const BECAUSE_TAIL = maskPattern()`^([A-Z][^,;:()'“”?!]{8,90}?)\s+because\s+((?:the|this|that|these|those|our|your|their|its|my|we|you|they|it|he|she|I|${MASK})\s[^,;:()'“”?!]{6,90})\.$`;
const NEGATED = /\b(?:not|never|no|nobody|nothing|n['’]t)\b|n['’]t\b/i;

/**
 * Analytical writing gives the reason first: "Park behind the hall because the front car park
 * will be closed." → "Since the front car park will be closed, park behind the hall." Never with a
 * negation in the main clause ("I didn't leave because…" has two readings).
 */
export function reasonFirst(text: string, lowerWords: ReadonlySet<string>): string {
  const match = BECAUSE_TAIL.exec(text);
  if (!match) return text;
  const [, main, reason] = match;
  if (NEGATED.test(main) || /\bbecause\b/i.test(reason) || wordsOf(main).length < 3) return text;
  // "But I digress … because I loathe it": a clause that opens on "But", "And", "So" or "Or"
  // hangs on the sentence before; "Since I loathe it, but I digress" does not parse.
  if (/^(?:but|and|so|or|yet)\b/i.test(main)) return text;
  // "The reason for this is because I am…": the "because" clause completes "is"; moved to the
  // front, it would leave "the reason for this is."
  if (/\b(?:is|are|was|were|be|been|of|to|for|with)\s*$/i.test(main)) return text;
  const first = main.split(/\s+/, 1)[0];
  // "I" and names keep their capital; a pronoun, a determiner or a verb goes to lower case.
  const keep =
    first === 'I' || MASK_AT_START.test(first) || !isCommonSentenceStart(first, lowerWords);
  return `Since ${reason}, ${keep ? main : lowerFirst(main)}.`;
}
