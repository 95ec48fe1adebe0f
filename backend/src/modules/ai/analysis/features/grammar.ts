import {
  ACRONYMS,
  AUXILIARY_ADVERBS,
  BE_FORMS,
  CONTRACTION_SUFFIXES,
  FIRST_PLURAL,
  FIRST_SINGULAR,
  GET_FORMS,
  IMPERATIVE_OPENERS,
  IRREGULAR_PARTICIPLES,
  S_CONTRACTION_HOSTS,
  SECOND_PERSON,
  STATIVE_PARTICIPLES,
  SUBJECT_FOLLOWERS,
} from '../lexicon/word-classes.js';
import { PHRASE_INDEX } from './phrase-index.js';
import { WORDS } from '../text/word-lexicon.js';
import type { WordInfo } from './word-info.js';

const BE = new Set(BE_FORMS);
const GET = new Set(GET_FORMS);
const AUXILIARY_ADVERB_SET = new Set(AUXILIARY_ADVERBS);
const IRREGULAR = new Set(IRREGULAR_PARTICIPLES);
const STATIVE = new Set(STATIVE_PARTICIPLES);
const OPENERS = new Set(IMPERATIVE_OPENERS);
const SUBJECT_FOLLOWER_SET = new Set(SUBJECT_FOLLOWERS);
const ACRONYM_SET = new Set(ACRONYMS);
const S_HOSTS = new Set(S_CONTRACTION_HOSTS);
export const SECOND_PERSON_SET: ReadonlySet<string> = new Set(SECOND_PERSON);
export const FIRST_PLURAL_SET: ReadonlySet<string> = new Set(FIRST_PLURAL);
export const FIRST_SINGULAR_SET: ReadonlySet<string> = new Set(FIRST_SINGULAR);
const NEGATIVE_IMPERATIVE = new Set(["don't", 'never', 'dont']);
const NOMINAL_SUFFIX = /(?:tion|sion|ment|ance|ence|ity)s?$|ities$/;
const REGULAR_PARTICIPLE = /[^e]ed$|[aeiou][^aeiou]en$/;

const TIME_AFTER_BY = new Set([
  'now',
  'then',
  'tomorrow',
  'tonight',
  'noon',
  'midnight',
  'next',
  'end',
  'eod',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'today',
  'early',
  'late',
  'mid',
]);
const TIME_NOUNS = new Set([
  'end',
  'deadline',
  'time',
  'close',
  'start',
  'beginning',
  'middle',
  'weekend',
]);

/** "by Friday", "by the end of the month": a deadline, not the agent of a passive. */
export function isDeadlineBy(words: readonly WordInfo[], byIndex: number, to: number): boolean {
  const next = byIndex + 1 < to ? words[byIndex + 1] : undefined;
  if (!next) return false;
  if (next.kind === 'number' || TIME_AFTER_BY.has(next.lower)) return true;
  const after = byIndex + 2 < to ? words[byIndex + 2] : undefined;
  return next.lower === 'the' && after !== undefined && TIME_NOUNS.has(after.lower);
}

export interface PassiveMatch {
  phrase: string;
  first: number;
  last: number;
}

function isParticiple(lower: string): boolean {
  if (IRREGULAR.has(lower) || WORDS.pastForms.has(lower)) return true;
  return lower.length >= 5 && REGULAR_PARTICIPLE.test(lower) && !WORDS.known.has(lower);
}

function isAuxiliaryAdverb(word: WordInfo): boolean {
  return (
    AUXILIARY_ADVERB_SET.has(word.lower) || (word.lower.endsWith('ly') && word.lower.length > 4)
  );
}

/** "be"/"get" + (adverbs) + past participle, e.g. "was quickly deployed by". */
export function findPassives(words: readonly WordInfo[], from: number, to: number): PassiveMatch[] {
  const found: PassiveMatch[] = [];
  for (let index = from; index < to; index++) {
    const auxiliary = words[index].lower;
    const isGet = GET.has(auxiliary);
    if (!BE.has(auxiliary) && !isGet) continue;
    let verb = index + 1;
    while (verb < to && verb - index <= 3 && isAuxiliaryAdverb(words[verb])) verb++;
    if (verb >= to) break;
    const participle = words[verb].lower;
    if (words[verb].kind !== 'word' || !isParticiple(participle)) continue;
    const withAgent =
      verb + 1 < to && words[verb + 1].lower === 'by' && !isDeadlineBy(words, verb + 1, to);
    const adjectival = STATIVE.has(participle);
    if (adjectival && !withAgent) continue;
    const last = withAgent ? verb + 1 : verb;
    const phrase = words
      .slice(index, last + 1)
      .map((word) => word.text)
      .join(' ');
    found.push({ phrase, first: index, last });
    index = last;
  }
  return found;
}

/** The verb of a command sentence ("Book a demo", "Please send…", "Don't wait"), or null. */
export function findImperative(
  words: readonly WordInfo[],
  from: number,
  to: number,
): { verb: string; index: number } | null {
  let index = from;
  while (index < to && index - from < 3 && OPENERS.has(words[index].lower)) index++;
  const first = words[index];
  if (!first || index >= to || first.kind !== 'word') return null;
  if (first.lower === "let's" || (first.lower === 'let' && words[index + 1]?.lower === 'us')) {
    return { verb: first.lower, index };
  }
  if (
    NEGATIVE_IMPERATIVE.has(first.lower) ||
    (first.lower === 'do' && words[index + 1]?.lower === 'not')
  ) {
    const verbIndex = first.lower === 'do' ? index + 2 : index + 1;
    const verb = words[verbIndex];
    if (verbIndex < to && verb && WORDS.baseVerbs.has(verb.lower))
      return { verb: verb.lower, index: verbIndex };
    return null;
  }
  if (!WORDS.baseVerbs.has(first.lower)) return null;
  const next = index + 1 < to ? words[index + 1] : undefined;
  if (next && (SUBJECT_FOLLOWER_SET.has(next.lower) || WORDS.presentTense.has(next.lower)))
    return null;
  if (next && next.kind === 'word' && WORDS.pastForms.has(next.lower) && !IRREGULAR.has(next.lower))
    return null;
  return { verb: first.lower, index };
}

export function isContraction(lower: string): boolean {
  if (!lower.includes("'")) return false;
  for (const suffix of CONTRACTION_SUFFIXES) if (lower.endsWith(suffix)) return true;
  return lower.endsWith("'s") && S_HOSTS.has(lower.slice(0, -2));
}

/** All-caps words used for emphasis ("NOW", "FREE"), not acronyms or brand names. */
export function isShouting(word: WordInfo): boolean {
  const { text, lower } = word;
  if (word.kind !== 'word' || text.length < 2 || text === lower) return false;
  const second = text[1];
  if (second === second.toLowerCase() || text !== text.toUpperCase()) return false;
  if (ACRONYM_SET.has(lower)) return false;
  return WORDS.known.has(lower) || PHRASE_INDEX.has(lower) || text.length >= 6;
}

export function isNominalization(lower: string): boolean {
  return lower.length >= 8 && NOMINAL_SUFFIX.test(lower);
}

/** Proper names: capitalised words inside a sentence, or known names anywhere. */
export function isName(word: WordInfo, sentenceStart: boolean): boolean {
  if (word.kind !== 'word') return false;
  const first = word.text[0];
  if (first === first.toLowerCase()) return false;
  if (word.lower === 'i' || FIRST_SINGULAR_SET.has(word.lower)) return false;
  if (!sentenceStart) return true;
  return WORDS.properNames.has(word.lower);
}
