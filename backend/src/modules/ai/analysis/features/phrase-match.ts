import { TYPE_DETERMINERS } from '../lexicon/hedges.js';
import { MARKER_CATEGORIES, type MarkerCategory } from './marks.js';
import { PHRASE_INDEX, type PhraseEntry } from './phrase-index.js';
import { WORDS } from '../text/word-lexicon.js';
import type { WordInfo } from './word-info.js';

export interface PhraseHit {
  category: MarkerCategory;
  phrase: string;
  weight: number;
  first: number;
  last: number;
}

const TYPE_DETERMINER_SET = new Set(TYPE_DETERMINERS);
const TIME_WORDS = new Set([
  'tomorrow',
  'tonight',
  'midnight',
  'noon',
  'end',
  'eod',
  'close',
  'then',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'next',
  'the',
  'it',
]);
const DURATION_WORDS = new Set([
  'hours',
  'hour',
  'days',
  'day',
  'minutes',
  'minute',
  'weeks',
  'week',
]);
const ORDINAL_STRUCTURE = new Set([
  'first',
  'second',
  'third',
  'next',
  'then',
  'finally',
  'lastly',
]);
const WEAK_STRUCTURE = new Set(['if', 'while', 'since', 'then', 'though']);
const AFTER_NOW_AUXILIARIES = new Set(['is', 'are', 'was', 'has', 'have', "it's", "we're"]);
// A call-to-action verb phrase counts when it is a command, not when it is reported ("we could try it").
const CALL_TO_ACTION_LEADS = new Set([
  'to',
  'and',
  'please',
  'just',
  'or',
  'now',
  'simply',
  'then',
  'today',
]);
const CALL_TO_ACTION_MODALS = new Set(['can', 'will', "you'll"]);

function isCapitalised(word: WordInfo | undefined): boolean {
  if (!word) return false;
  const first = word.text[0];
  return first !== first.toLowerCase();
}

/** "3 seats left", "only a few left": a count or "only"/"few" shortly before "left". */
function scarcityBefore(words: readonly WordInfo[], at: number): boolean {
  for (let index = at - 1; index >= 0 && index >= at - 3 && !words[index + 1].afterBreak; index--) {
    const word = words[index];
    if (word.kind === 'number' || word.lower === 'few' || word.lower === 'only') return true;
  }
  return false;
}

/** How much a lexicon hit counts in context: 0 rejects a reading the context rules out. */
function contextWeight(
  entry: PhraseEntry,
  words: readonly WordInfo[],
  at: number,
  end: number,
): number {
  const previous = at > 0 && !words[at].afterBreak ? words[at - 1] : undefined;
  const nextIndex = at + entry.words.length;
  const next = nextIndex < end ? words[nextIndex] : undefined;
  switch (entry.contextKey) {
    case 'hedge:may':
      return words[at].text === 'may' || (words[at].afterBreak && next?.kind !== 'number') ? 1 : 0;
    case 'pressure:now':
      if (next && WORDS.presentTense.has(next.lower)) return 0;
      return previous && AFTER_NOW_AUXILIARIES.has(previous.lower) ? 0 : 1;
    case 'pressure:before':
      return next && (next.kind === 'number' || isCapitalised(next) || TIME_WORDS.has(next.lower))
        ? 1
        : 0;
    case 'pressure:left':
      return scarcityBefore(words, at) ? 1 : 0;
    case 'pressure:within':
      return next &&
        (next.kind === 'number' || DURATION_WORDS.has(words[nextIndex + 1]?.lower ?? ''))
        ? 1
        : 0;
    case 'feeling:feel':
      return next?.lower === 'free' ? 0 : 1;
    case 'warmth:kind':
      return next?.lower === 'of' ? 0 : 1;
    case 'hook:new':
    case 'benefit:without':
      return 0.5;
    case 'firm:will':
      return previous?.lower === 'free' || previous?.lower === 'good' ? 0 : 1;
    default:
      break;
  }
  if (entry.category === 'hedge' && (entry.phrase === 'kind of' || entry.phrase === 'sort of')) {
    return previous && TYPE_DETERMINER_SET.has(previous.lower) ? 0 : 1;
  }
  if (entry.category === 'callToAction' && WORDS.baseVerbs.has(entry.words[0])) {
    if (!previous || CALL_TO_ACTION_LEADS.has(previous.lower)) return 1;
    return CALL_TO_ACTION_MODALS.has(previous.lower) ? 0.5 : 0;
  }
  if (entry.category === 'structure' && entry.words.length === 1) {
    if (ORDINAL_STRUCTURE.has(entry.phrase)) return words[at].afterBreak ? 1 : 0;
    if (WEAK_STRUCTURE.has(entry.phrase)) return 0.5;
  }
  return 1;
}

function matchesAt(
  entry: PhraseEntry,
  words: readonly WordInfo[],
  at: number,
  end: number,
): boolean {
  if (at + entry.words.length > end) return false;
  for (let offset = 1; offset < entry.words.length; offset++) {
    if (words[at + offset].lower !== entry.words[offset]) return false;
  }
  return true;
}

/** Lexicon phrases in words[from, to): longest match per category, no overlaps within a category. */
export function matchPhrases(words: readonly WordInfo[], from: number, to: number): PhraseHit[] {
  const hits: PhraseHit[] = [];
  const coveredUntil = new Int32Array(MARKER_CATEGORIES.length);
  for (let at = from; at < to; at++) {
    const entries = PHRASE_INDEX.get(words[at].lower);
    if (!entries) continue;
    for (const entry of entries) {
      const slot = entry.slot;
      if (coveredUntil[slot] > at || !matchesAt(entry, words, at, to)) continue;
      const weight = entry.weight * contextWeight(entry, words, at, to);
      if (weight <= 0) continue;
      const last = at + entry.words.length - 1;
      hits.push({ category: entry.category, phrase: entry.phrase, weight, first: at, last });
      coveredUntil[slot] = last + 1;
    }
  }
  return hits;
}
