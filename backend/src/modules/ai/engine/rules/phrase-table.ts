import type { PhraseTable } from '../data/register.js';
import { matchCase } from '../language/casing.js';
import { hasTag, isAbbreviation, switchOf } from '../language/lexicon.js';
import { escapeRegExp } from '../language/words.js';
import {
  coordinatedWith,
  insideFixedExpression,
  stackedOnDegree,
  topWordInSentence,
  repeatedVerdict,
  blursWritersPromise,
  saysAlready,
  saysNearby,
} from './fixed-expressions.js';
import { insideTitle } from './title-case.js';
import { fitsQuantitySlot } from './quantity-slots.js';

const normaliseKey = (text: string) => text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');

function keyPattern(key: string): string {
  const body = escapeRegExp(key).replace(/'/g, "['’]").replace(/ /g, '\\s+');
  return `${/^\w/.test(key) ? '\\b' : ''}${body}${/\w$/.test(key) ? '\\b' : ''}`;
}

/** Original capitalisation carried over; shouted words come back in lower case. */
function withCase(original: string, replacement: string): string | undefined {
  if (replacement === '') return '';
  const shouted =
    original.length > 1 && original === original.toUpperCase() && /[A-Z]/.test(original);
  // "help YOU", "GIVE YOU": a word the writer set in capitals is stressed; a swap never lowers
  // it. A phrase all in capitals keeps them; a capital word inside a phrase keeps the phrase.
  if (shouted && /\s/.test(original.trim())) return replacement.toUpperCase();
  if (!shouted && /\b[A-Z]{2,}\b/.test(original)) return undefined;
  // "ASAP", "FYI", "THX" are abbreviations to write out; "NICE", "DECEMBER", "FREE" are words the
  // writer set in capitals (a name, a heading, a stress), and no swap changes them.
  if (shouted) return isAbbreviation(original) ? replacement : undefined;
  return matchCase(original, replacement);
}

const LETTERS = /[a-z]+/gi;

interface Scan {
  text: string;
  starts: number[];
  words: string[];
}
// Rules run one after another on the same sentence: the scan of the last text is shared.
let lastScan: Scan = { text: '', starts: [], words: [] };

/** Where each run of letters starts, and the run in lower case. */
function scan(text: string): Scan {
  if (lastScan.text === text) return lastScan;
  const starts: number[] = [];
  const words: string[] = [];
  LETTERS.lastIndex = 0;
  for (let found = LETTERS.exec(text); found; found = LETTERS.exec(text)) {
    starts.push(found.index);
    words.push(found[0].toLowerCase());
  }
  lastScan = { text, starts, words };
  return lastScan;
}
const isWordChar = (code: number) =>
  (code >= 97 && code <= 122) ||
  (code >= 65 && code <= 90) ||
  (code >= 48 && code <= 57) ||
  code === 95;

interface Candidate {
  /** The whole key, anchored where its first word starts. */
  sticky: RegExp;
  /** Rank in the alternation (longest key first): the first that matches wins, as in a regex. */
  rank: number;
}

/**
 * Finds phrases the way one big case-insensitive alternation `\bkey1\b|\bkey2\b|…` would
 * (leftmost match; at one position the earliest key in the list), but by looking up each word
 * of the text in an index of the keys' first words. A table has hundreds of phrases; trying
 * every one at every character cost more than all the other rules together.
 */
class PhraseMatcher {
  private readonly byFirstWord = new Map<string, Candidate[]>();
  /** Keys that do not start with a letter, checked with a plain regex. */
  private readonly fallback?: RegExp;

  constructor(keys: readonly string[], suffix = '') {
    const others: string[] = [];
    keys.forEach((key, rank) => {
      const first = /^[a-z]+/i.exec(key)?.[0];
      if (!first) {
        others.push(key);
        return;
      }
      const word = first.toLowerCase();
      const list = this.byFirstWord.get(word) ?? [];
      list.push({ sticky: new RegExp(`(?:${keyPattern(key)})${suffix}`, 'iy'), rank });
      this.byFirstWord.set(word, list);
    });
    if (others.length > 0)
      this.fallback = new RegExp(`(?:${others.map(keyPattern).join('|')})${suffix}`, 'gi');
  }

  replace(
    text: string,
    replacement: (match: string, before: string, after: string) => string,
  ): string {
    if (this.fallback) {
      // Rare: a table with keys that start with a symbol keeps the plain regex for all keys.
      return this.replaceWithIndex(text, replacement).replace(
        this.fallback,
        (match: string, offset: number, whole: string) =>
          replacement(match, whole.slice(0, offset), whole.slice(offset + match.length)),
      );
    }
    return this.replaceWithIndex(text, replacement);
  }

  private replaceWithIndex(
    text: string,
    replacement: (match: string, before: string, after: string) => string,
  ): string {
    const { starts, words } = scan(text);
    let out = '';
    let position = 0;
    for (let index = 0; index < words.length; index++) {
      const start = starts[index];
      if (start < position) continue;
      const candidates = this.byFirstWord.get(words[index]);
      // "\b" before the key: the letters must not continue a word ("3pm", "re_do").
      if (!candidates || (start > 0 && isWordChar(text.charCodeAt(start - 1)))) continue;
      for (const candidate of candidates) {
        candidate.sticky.lastIndex = start;
        const match = candidate.sticky.exec(text);
        if (!match) continue;
        out +=
          text.slice(position, start) +
          replacement(match[0], text.slice(0, start), text.slice(start + match[0].length));
        position = start + match[0].length;
        break;
      }
    }
    return position === 0 ? text : out + text.slice(position);
  }
}

/**
 * Words after which the grammar wants one verb: "to", a modal or helper, a subject pronoun, with
 * an adverb between ("to simply thank you").
 */
const VERB_SLOT =
  /(?:^|[^\w'’])(?:to|will|would|can|could|shall|should|may|might|must|do|does|did|I|we|you|they|[\w]+['’](?:d|ll))\s+(?:[a-z]+ly\s+)?$/i;
/** Word classes that cannot fill a verb slot: "to thanks so much", "to as soon as you can retry". */
const NOT_A_VERB = [
  'PresentTense',
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Gerund',
  'Adverb',
];

/**
 * Does the replacement fit where the grammar wants a verb? Its first word must be a verb's base
 * form (or the same word the key starts with): "I'd like to thank you for" never becomes "I'd
 * like to thanks so much for", "built to automatically retry" never "built to as soon as you can
 * retry".
 */
function fitsVerbSlot(match: string, replacement: string): boolean {
  if (replacement === '') return true;
  const first = replacement.split(/\s+/)[0].toLowerCase();
  if (first === match.split(/\s+/)[0].toLowerCase()) return true;
  if (hasTag(first, 'Infinitive')) return true;
  return !NOT_A_VERB.some((tag) => hasTag(first, tag));
}

/**
 * Replacements that take a clause, not a noun: "make sure that it ships", "make sure you…", never
 * "make sure the safety of your data" where "ensure" took a noun.
 */
const CLAUSE_TAKING = /^(?:make sure|see to it)$/i;
// "labs are open to receive." is never "open to get.": "get" wants its object after it.
const OBJECT_TAKING = /^get$/i;
const CLAUSE_NEXT =
  /^\s+(?:that|I|we|you|they|he|she|it|everyone|everybody|nobody|no one|each|every|all)\b/;

/**
 * Adjectives that, after a verb, say "fine" or "valid", not "of high quality": "the order is
 * good", "we're good to go", "looks good". They are strengthened only before their noun.
 */
const ADEQUACY = /^(?:good|fine|ok|okay)$/i;
const NOT_A_NOUN = [
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Adverb',
  'Modal',
  'Copula',
  'Infinitive',
  'PresentTense',
  'PastTense',
];
/** Does a noun (or its adjective) follow, so the adjective stands before its noun? */
const nounNext = (after: string) => {
  const next = /^\s+([A-Za-z]+)/.exec(after)?.[1]?.toLowerCase();
  return next !== undefined && next !== 'to' && !NOT_A_NOUN.some((tag) => hasTag(next, tag));
};

/**
 * Words after which the grammar wants a noun: "for purchase", "making a purchase", "your help",
 * and a possessive ("the company’s purchase", "our members’ support"; not "it’s" or "that’s",
 * which are "it is" and "that is").
 */
const NOUN_SLOT =
  /(?:(?:^|[^\w'’])(?:a|an|the|this|that|your|our|my|his|her|their|its|each|every|any|no|per|for|of|upon|with|after|before|on|at|first|last|next|one)|[\p{L}\d\uE001]['’]s(?<!(?:^|[^\p{L}'’])(?:it|that|there|what|he|she|who|here|let|where|how|when|why)['’]s)|s['’])\s+$/iu;
const PRONOUN = /^(?:everyone|everybody|someone|you|you all)$/i;
/** Words after which a noun phrase starts, so a pronoun may stand there alone. */
const PRONOUN_SLOT_WORDS =
  /(?:^|[^\w'’])(?:hi|hey|hello|thanks|thank|and|or|to|for|with|from|all|morning|evening|see|tell|ask|invite|help|remind|you|dear|welcome)$/i;
/** Where the word replaced heads a noun phrase of its own, not one with a modifier before it. */
export const pronounSlot = (before: string) =>
  /(?:^|[,.;:!?()—–-])\s*$/.test(before) || PRONOUN_SLOT_WORDS.test(before.trimEnd());
const NOUN_TAGS = ['Singular', 'Plural', 'Noun', 'Uncountable'];
const isNounWord = (word: string) =>
  NOUN_TAGS.some((tag) => hasTag(word, tag)) || /Noun/.test(switchOf(word) ?? '');

const NEGATED_BEFORE =
  /(?:\b(?:not|no|never|hardly|without|unable|cannot)|n['’]t)(?:\s+[\w'’-]+){0,3}\s+$/i;
const isGradable = (match: string) =>
  !/\s/.test(match) &&
  ['Adjective', 'Adverb', 'Comparative', 'Superlative'].some((tag) =>
    hasTag(match.toLowerCase(), tag),
  );
const NOUN_SUFFIX = /(?:ance|ence|tion|sion|ment|ness|ity|ship)$/;
const VERB_FORMS = ['Verb', 'Participle', 'Auxiliary', 'Gerund'];
/** "assistance agencies", "safety rules": a noun (and nothing else) before a noun names a thing. */
const inCompound = (match: string, after: string) => {
  const word = match.toLowerCase();
  if (
    /\s/.test(word) ||
    !(isNounWord(word) || NOUN_SUFFIX.test(word)) ||
    NOT_A_NOUN.some((tag) => hasTag(word, tag)) ||
    /Verb/.test(switchOf(word) ?? '')
  )
    return false;
  const next = /^\s+([a-z]+)/.exec(after)?.[1];
  return next !== undefined && nounNext(after) && !VERB_FORMS.some((tag) => hasTag(next, tag));
};

/**
 * Does the replacement fit where the grammar wants a noun? "available for purchase" is never
 * "available for buy": a key used as a noun takes a replacement that is a noun too.
 */
function fitsNounSlot(match: string, replacement: string): boolean {
  if (replacement === '' || /\s/.test(match)) return true;
  const first = replacement.split(/\s+/)[0].toLowerCase();
  return isNounWord(first) || !isNounWord(match.toLowerCase());
}

/** "a good handful", "a good deal": the word before is an amount, not a verdict. */
const AMOUNT_NEXT =
  /^\s+(?:handful|deal|number|few|many|while|bit|lot|couple|amount|long|half|hour|dozen)\b/i;
/** A causative that needs a verb after it: "lets you save time", never "happy to let you.". */
const TAKES_BARE_VERB = /\b(?:let|lets|make|makes)\s+you$/i;
const bareVerbNext = (after: string) => {
  const next = /^\s+([A-Za-z]+)/.exec(after)?.[1]?.toLowerCase();
  return next !== undefined && hasTag(next, 'Infinitive');
};

/**
 * "pretty good", "super fast": a degree adverb only before a word it grades. Before a noun the
 * word is an adjective ("a pretty room", "a super team") and "fairly" or "very" is not English
 * there.
 */
const DEGREE_ADVERBS = /^(?:pretty|super)$/i;
const gradesNext = (after: string) => {
  const next = /^\s+([A-Za-z]+)/.exec(after)?.[1]?.toLowerCase();
  return (
    next !== undefined &&
    (['Adjective', 'Adverb', 'Comparative'].some((tag) => hasTag(next, tag)) ||
      /(?:ly|ful|ous|ive|able|ible|ic|al|ed|est|er)$/.test(next)) &&
    !NOUN_TAGS.some((tag) => hasTag(next, tag))
  );
};

/**
 * A feeling word ("excited", "thrilled") is the subject's own feeling after "be" or "feel" (or
 * first, "So excited to see you all!"), where
 * "pleased" says the same more calmly; after "get you" or "makes us" it is a set phrase of the
 * verb's, and "get you pleased" is not English.
 */
const FEELINGS = /^(?:(?:really|so)\s+)?(?:excited|thrilled|delighted|stoked|psyched)$/i;
const FEELING_SLOT =
  /(?:^\s*|(?:\b(?:am|is|are|was|were|be|been|being|feel|feels|felt|feeling)|['’](?:m|re|s))\s+)(?:(?:so|very|really|super|truly|all|most|more|just|incredibly|extremely)\s+)*$/i;
export const keepsFeelingSlot = (match: string, replacement: string, before: string) =>
  !FEELINGS.test(match) ||
  match.toLowerCase() === replacement.toLowerCase() ||
  FEELING_SLOT.test(before);

/**
 * "please" marks a request where one opens: first in the sentence or after a comma or a colon
 * ("Kindly send…" → "Please send…"), after "and" or "so", or after "could you" ("would you
 * kindly" → "would you please"). After the writer's own subject it reads as the verb: "I kindly ask you" is never
 * "I please ask you". Chat's "pls" already stands where the writer put the request.
 */
const REQUEST_OPENS =
  /(?:^|[,;:(]\s*|\b(?:and|so|then|but)\s+|\b(?:could|would|can|will)\s+you\s+)$/i;
// "…, who I won't name, kindly offered to print it": before a past verb it tells how it was done.
const opensRequest = (match: string, replacement: string, before: string, after: string) =>
  !/^please\b/i.test(replacement) ||
  /^(?:pls|plz)$/i.test(match) ||
  (REQUEST_OPENS.test(before) && !/^\s+[a-z]+ed\b/i.test(after));

/** A label ("just a quick heads-up:"), a question, or an opening that drops its "I"/"we". */
const replacesOpening = (match: string, replacement: string) =>
  /:$|\?/.test(replacement) ||
  (/^(?:i|we)\b/i.test(match) && /^(?!(?:i|we)\b)\w.*[^,]$/i.test(replacement));
const SENTENCE_START_BEFORE = /(?:^|[.!?]["'”’)]*\s+|\n\s*)$/;

/**
 * One pass that swaps every phrase of a table, longest phrase first. A table of spellings
 * ("thru" → "through", typos) may spell a word inside a hyphenated compound ("drive-thru"); one of
 * other words may not ("in-app-purchase" is never "in-app-buy").
 */
export function compilePhraseTable(
  table: PhraseTable,
  { spelling = false }: { spelling?: boolean } = {},
): (text: string) => string {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  const replacements = new Map(keys.map((key) => [normaliseKey(key), table[key]]));
  const matcher = new PhraseMatcher(keys);
  const swap = (match: string, before: string, after: string) => {
    const replacement = replacements.get(normaliseKey(match));
    if (replacement === undefined) return match;
    if (insideTitle(match, before, SENTENCE_START_BEFORE.test(before.replace(/[("“‘[]+$/, ''))))
      return match;
    // A phrase never goes where the grammar wants one verb.
    if (VERB_SLOT.test(before) && !fitsVerbSlot(match, replacement)) return match;
    if (NOUN_SLOT.test(before) && !fitsNounSlot(match, replacement)) return match;
    // "Grand Valley folks" is never "Grand Valley everyone": a pronoun is a whole noun phrase.
    if (PRONOUN.test(replacement) && !/\s/.test(match) && !pronounSlot(before)) return match;
    if (TAKES_BARE_VERB.test(replacement) && !bareVerbNext(after)) return match;
    if (insideFixedExpression(match, before, after) || inCompound(match, after)) return match;
    // A doubled word, a slash compound ("send/receive") or a hyphenated one ("in-app-purchase",
    // a feature's name, is never "in-app-buy").
    if (
      coordinatedWith(replacement, before, after) ||
      /\/$/.test(before) ||
      /^\//.test(after) ||
      (!spelling && (/-$/.test(before) || /^-/.test(after)))
    )
      return match;
    // "We don't have a good way" is never "…an excellent way": under a negation a stronger or
    // weaker verdict says another thing.
    if (NEGATED_BEFORE.test(before) && isGradable(match)) return match;
    // "good enough": a degree of its own; "a good handful", "a good deal": an amount, no verdict.
    if (/^\s+enough\b/i.test(after) || (/\ba\s+$/i.test(before) && AMOUNT_NEXT.test(after)))
      return match;
    if (!opensRequest(match, replacement, before, after)) return match;
    if (blursWritersPromise(match, replacement, before)) return match;
    // "Though it seems far off, I wanted to let you know that…" is never "…, Just a quick
    // heads-up:": a phrase that replaces a sentence's opening goes only at a sentence's start.
    if (replacesOpening(match, replacement) && !SENTENCE_START_BEFORE.test(before)) return match;
    if (!keepsFeelingSlot(match, replacement, before)) return match;
    if (DEGREE_ADVERBS.test(match) && !gradesNext(after)) return match;
    if (!fitsQuantitySlot(replacement, before, after)) return match;
    // "ensure the safety of your data" is never "make sure the safety…".
    if (CLAUSE_TAKING.test(replacement) && !CLAUSE_NEXT.test(after)) return match;
    if (OBJECT_TAKING.test(replacement) && /^\s*(?:[.,;:!?)]|$)/.test(after)) return match;
    // "we will assume the order is good" is never "…is excellent".
    if (
      ADEQUACY.test(match) &&
      match.toLowerCase() !== replacement.toLowerCase() &&
      !nounNext(after)
    )
      return match;
    if (
      stackedOnDegree(replacement, before) ||
      topWordInSentence(replacement, before, after) ||
      repeatedVerdict(match, before, after)
    )
      return match;
    // "…as soon as possible: … ASAP" is never said twice: a phrase the sentence has stays once.
    if (/\s/.test(replacement) && saysAlready(replacement, before, after)) return match;
    // "offered their help to assist us" is never "…their help to help us".
    if (/^[a-z]{4,}$/i.test(replacement) && saysNearby(replacement, match, before, after))
      return match;
    return withCase(match, replacement) ?? match;
  };
  return (text) => matcher.replace(text, swap);
}

/** One pass that deletes the listed words (and a comma right after them). */
export function compileRemoval(words: readonly string[], guard = ''): (text: string) => string {
  const keys = [...words].sort((a, b) => b.length - a.length);
  const matcher = new PhraseMatcher(keys, `${guard}(?:\\s*,)?`);
  return (text) => matcher.replace(text, () => '');
}
