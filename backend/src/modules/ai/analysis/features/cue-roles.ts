import { CONDITION_SUBORDINATORS } from '../lexicon/subordinators.js';
import { READER_PRESSURE, SCARCE_NOUNS, TIME_DEADLINE } from '../lexicon/cue-roles.js';
import {
  clauseCommands,
  clauseStart,
  isCommand,
  negatedCommand,
  negatedPhrase,
} from './cue-commands.js';
import { lowerAt, type SentenceReading } from './cue-reading.js';
import { countedPeople, isSocialProof } from './cue-social-proof.js';
import { frustrationIn } from './frustration.js';
import { MARK, type MarkerCategory } from './marks.js';
import type { ParsedText } from './parse-text.js';
import type { PhraseHit } from './phrase-match.js';
import type { SentenceFeatures } from './sentence-features.js';
import { taggedTerms } from '../text/tagged-terms.js';
import { tagWords } from './tagged-sentence.js';
import type { WordInfo } from './word-info.js';

// A cue counts only in the role that makes it one: a call to action is a command or an offer
// addressed to the reader (cue-commands.ts), social proof names a number of people or an
// endorsement (cue-social-proof.ts), time pressure is a deadline or scarcity, and a hedge softens
// a claim ("just" as "recently" does not). The lexicon finds the candidates; this reads each in
// its sentence with the part-of-speech tagger and drops the ones that are not in that role.

const CUE_CATEGORIES = new Set<MarkerCategory>([
  'callToAction',
  'socialProof',
  'pressure',
  'hedge',
]);
const TIME_EXPRESSION =
  /\b(?:\d|today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|midnight|noon)/i;
// "just" softens only next to the speaker or a softened request ("I just wanted to", "just a quick").
const SOFTENED_BY_JUST = new Set([
  'wanted',
  'want',
  'wondering',
  'thought',
  'think',
  'checking',
  'need',
  'needed',
  'a',
  'trying',
  'hoping',
  'following',
  'letting',
  'to',
]);
const SPEAKERS = new Set(['i', 'we', "i'm", "we're", "it's", "i've", "we've"]);
const PAST_TIME =
  /\b(?:ago|back then|used to|when (?:i|we|he|she|they) (?:was|were)|as a (?:child|kid|boy|girl)|in (?:19|20)\d\d|last (?:year|week|month|summer|winter)|every (?:morning|day|night|week|weekend|summer|winter|year|sunday|saturday))\b/i;
const EXPIRY_VERBS = new Set(['expires', 'expire', 'expiring', 'ends', 'ending', 'closing']);
const NO_HURRY =
  /\b(?:if you(?:['’]d)? like|if you wish|at any time|anytime|whenever|in your own time|no rush)\b/i;

/** "after your trial expires": the time is a condition, not a deadline put to the reader. */
function subordinate(reading: SentenceReading, index: number): boolean {
  for (let at = index - 1; at >= reading.sentence.firstWord && at >= index - 6; at--) {
    if (CONDITION_SUBORDINATORS.has(reading.words[at].lower)) return true;
    if (reading.words[at].afterBreak) break;
  }
  return false;
}

function hasDeadline(reading: SentenceReading, hits: readonly PhraseHit[]): boolean {
  return hits.some(
    (hit) =>
      hit.category === 'pressure' &&
      TIME_DEADLINE.has(hit.phrase) &&
      isPressure(reading, hit, false),
  );
}

/** Deadlines and scarcity count on their own; "today", "now", "soon" only in a request. */
function isPressure(reading: SentenceReading, hit: PhraseHit, directive: boolean): boolean {
  const { phrase, first, last } = hit;
  if (EXPIRY_VERBS.has(phrase) && subordinate(reading, first)) return false;
  const next = lowerAt(reading, last + 1);
  if (phrase === 'limited')
    return SCARCE_NOUNS.has(next) || SCARCE_NOUNS.has(lowerAt(reading, last + 2));
  if (phrase === 'closing' || phrase === 'ends' || phrase === 'ending') {
    return (
      directive || /^(?:soon|today|tonight|on|at|in|midnight|friday|sunday|monday)$/.test(next)
    );
  }
  if (phrase === 'deadline' || phrase === 'deadlines') {
    return TIME_EXPRESSION.test(reading.sentence.text);
  }
  if (TIME_DEADLINE.has(phrase)) return true;
  const rule = READER_PRESSURE.get(phrase);
  if (NO_HURRY.test(reading.sentence.text)) return false;
  if (rule === 'reader') return reading.sentence.secondPerson > 0 || directive;
  return rule === 'directive' && directive;
}

/** "would" in a description of the past ("every summer we would drive") is habit, not doubt. */
function isHedge(reading: SentenceReading, hit: PhraseHit): boolean {
  if (hit.phrase === 'just') {
    return (
      SOFTENED_BY_JUST.has(lowerAt(reading, hit.last + 1)) ||
      SPEAKERS.has(lowerAt(reading, hit.first - 1))
    );
  }
  if (hit.phrase === 'would') {
    if (PAST_TIME.test(reading.sentence.text)) return false;
    const tags = reading.tags();
    return !tags.some((wordTags, offset) => {
      const index = reading.sentence.firstWord + offset;
      return (
        index !== hit.first &&
        wordTags.includes('PastTense') &&
        reading.words[index].lower !== 'would'
      );
    });
  }
  return true;
}

function keep(reading: SentenceReading, hit: PhraseHit, directive: boolean): boolean {
  if (hit.category === 'hedge') return isHedge(reading, hit);
  if (hit.category === 'callToAction') {
    return !negatedCommand(reading, hit.first) || hit.phrase.includes(' ')
      ? isCommand(reading, hit.first) || negatedPhrase(reading, hit)
      : false;
  }
  if (hit.category === 'socialProof') return isSocialProof(reading, hit);
  return isPressure(reading, hit, directive);
}

function readSentence(words: WordInfo[], sentence: SentenceFeatures): void {
  sentence.frustration = frustrationIn(sentence);
  let tagged: (readonly string[])[] | undefined;
  const reading: SentenceReading = {
    words,
    sentence,
    tags: () => (tagged ??= tagWords(sentence.text, words, sentence.firstWord, sentence.endWord)),
  };
  const extra = [...countedPeople(reading), ...clauseCommands(reading)];
  const candidates = sentence.hits.filter((hit) => CUE_CATEGORIES.has(hit.category));
  if (candidates.length === 0 && extra.length === 0 && sentence.imperative === null) return;

  let imperativeAt = -1;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    if (words[index].marks & MARK.imperative) imperativeAt = index;
  }
  const commanded =
    imperativeAt >= 0 &&
    (isCommand(reading, imperativeAt) ||
      (negatedCommand(reading, imperativeAt) && clauseStart(reading, imperativeAt - 1)));
  if (imperativeAt >= 0 && !commanded) {
    words[imperativeAt].marks &= ~MARK.imperative;
    sentence.imperative = null;
  }
  const kept = sentence.hits.filter(
    (hit) =>
      hit.category !== 'pressure' &&
      (!CUE_CATEGORIES.has(hit.category) || keep(reading, hit, false)),
  );
  const directive =
    commanded ||
    kept.some((hit) => hit.category === 'callToAction') ||
    hasDeadline(reading, sentence.hits);
  for (const hit of sentence.hits) {
    if (hit.category === 'pressure' && keep(reading, hit, directive)) kept.push(hit);
  }
  kept.push(...extra);
  for (const category of CUE_CATEGORIES) {
    sentence.weights[category] = 0;
    for (let index = sentence.firstWord; index < sentence.endWord; index++) {
      words[index].marks &= ~MARK[category];
    }
  }
  for (const hit of kept) {
    if (!CUE_CATEGORIES.has(hit.category)) continue;
    sentence.weights[hit.category] += hit.weight;
    for (let index = hit.first; index <= hit.last; index++)
      words[index].marks |= MARK[hit.category];
  }
  sentence.hits = kept.sort((a, b) => a.first - b.first);
  sentence.hedges = kept.filter((hit) => hit.category === 'hedge').map((hit) => hit.phrase);
}

/**
 * Drops the call-to-action, social-proof and time-pressure hits that are not in their role and
 * reads the markers of frustration; the heat map's reading, so tone scores keep the plain lexicon.
 */
export function readCuesInContext(parsed: ParsedText): void {
  for (const sentence of parsed.sentences) readSentence(parsed.words, sentence);
}

/**
 * A sentence that tells the past ("When I started, I would open the shop at five"): its
 * "would" is habit, not a hedge. Read from a past-time phrase or another past-tense verb.
 */
export function describesPast(sentence: string): boolean {
  if (PAST_TIME.test(sentence)) return true;
  return taggedTerms(sentence).some(
    (term) => term.normal !== 'would' && term.tags.includes('PastTense'),
  );
}
