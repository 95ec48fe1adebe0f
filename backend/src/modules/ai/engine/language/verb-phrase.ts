import { MASK, maskPattern } from '../../guardrails/mask-token.js';
/**
 * What follows an auxiliary: "has now been sent" is the perfect tense, "has a timer" a
 * possession. Lexicon lookups only (no tagging pass), so the check costs microseconds.
 */
import { hasTag, lexiconTags, switchOf, suffixTag } from './lexicon.js';

// Base forms that double as participles ("has become", "has come", "has run").
const BARE_PARTICIPLES = new Set(['become', 'come', 'run', 'overcome', 'outrun']);
// Adverbs that sit between an auxiliary and its verb and are missing from the lexicon's tags.
const MID_ADVERBS = new Set(['now', 'never', 'since', 'finally', 'recently', 'long', 'ever']);

// What opens an object after a verb: "has updated the settings".
const OBJECT_START = maskPattern()`^(?:the|a|an|its|their|our|your|my|his|her|this|that|these|those|every|each|all|both|some|many|it|them|us|you|me|${MASK})$`;
// "sent out", "handed over": the particle of a phrasal verb.
const VERB_PARTICLES = new Set([
  'to',
  'into',
  'out',
  'up',
  'down',
  'off',
  'away',
  'back',
  'over',
  'in',
  'on',
]);
const bare = (word: string) => word.toLowerCase().replace(/[,.;:!?"'”’)]+$/, '');

/** "sent", "gone", "tested": a past form (an "-ed" word compromise reads as an adjective too). */
export function isPastForm(word: string): boolean {
  const lower = bare(word);
  if (BARE_PARTICIPLES.has(lower)) return true;
  if (hasTag(lower, 'PastTense') || hasTag(lower, 'Participle')) return true;
  if (switchOf(lower) === 'Adj|Past') return true;
  return /^[a-z]{3,}ed$/.test(lower) && !hasTag(lower, 'Adjective') && !hasTag(lower, 'Noun');
}

/** "now", "already", "quietly": an adverb that can stand before a verb. */
export function isMidAdverb(word: string): boolean {
  const lower = bare(word);
  if (MID_ADVERBS.has(lower) || hasTag(lower, 'Adverb') || hasTag(lower, 'Negative')) return true;
  // "hardly", "quietly"; not "apply" or "reply", which the lexicon knows as verbs and nouns.
  return /ly$/.test(lower) && lexiconTags(lower).length === 0 && suffixTag(lower) === 'Adverb';
}

/**
 * Do these words, right after "has"/"have"/"is"/"are", continue a verb ("now been sent out",
 * "already shipped", "to leave") or make a set phrase with it ("something to do with", "a lot to
 * offer") rather than name a thing it has ("a timer", "three modes")?
 */
const TAKES_GERUND = new Set([
  'stopped',
  'started',
  'continued',
  'kept',
  'finished',
  'resumed',
  'begun',
  'ceased',
  'quit',
  'avoided',
  'tried',
]);
const MANNER = /^(?:\w+ly|hard|well|together|tirelessly)$/;
const AMOUNT_TO_VERB =
  /^\s*(?:something|nothing|anything|everything|a\s+lot|lots|little|much|plenty|more|less|a\s+(?:great|good)\s+deal)\s+(?:\w+\s+)?to\s+(?:do|offer|learn|say|give|prove|lose|gain)\b/i;

export function continuesVerb(rest: string): boolean {
  const words = rest.trim().split(/\s+/, 3);
  const first = bare(words[0] ?? '');
  if (!first) return false;
  if (first === 'to' || first === 'been' || first === 'got' || first === 'not') return true;
  // "has something to do with", "have little to do with", "has a lot to offer": an amount and its
  // infinitive, which "comes with" or "You get" would make a thing owned.
  if (AMOUNT_TO_VERB.test(rest)) return true;
  if (isMidAdverb(first)) return true;
  if (!isPastForm(first)) return false;
  // "been", "gone", "seen": only ever a participle.
  if (hasTag(first, 'Participle') || BARE_PARTICIPLES.has(first)) return true;
  // "has provided scholarships, supported medical needs and was a major factor": a list of
  // what it did, its second verb after a comma or its "and was".
  const clause = rest.split(/[.;!?]/, 1)[0] ?? '';
  const second = /,\s+(?:and\s+)?([a-z]+)\s/i.exec(clause)?.[1];
  if (
    (second && /ed$/i.test(second) && isPastForm(second)) ||
    /\band\s+(?:was|were|has|had)\b/i.test(clause)
  )
    return true;
  // "automated dashboards", "improved battery life" name a feature; "shipped to 12 countries",
  // "sold 3 million", "updated the app" say what it did.
  const next = bare(words[1] ?? '');
  return (
    !next ||
    OBJECT_START.test(next) ||
    hasTag(next, 'Preposition') ||
    hasTag(next, 'Adverb') ||
    // "worked extremely hard", "campaigned hard": how it was done, which no feature's name has.
    MANNER.test(next) ||
    hasTag(next, 'Cardinal') ||
    hasTag(next, 'Value') ||
    /^\d/.test(next) ||
    VERB_PARTICLES.has(next) ||
    // "has stopped due to the closure", "has grown because…": a reason, no noun, follows.
    next === 'due' ||
    hasTag(next, 'Conjunction') ||
    // "has stopped raining", "has continued meeting every Wednesday": a verb that takes an -ing.
    (TAKES_GERUND.has(first) && /ing$/.test(next))
  );
}
