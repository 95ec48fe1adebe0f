import { VALENCE } from '../../analysis/lexicon/sentiment.js';
import { SUBORDINATORS } from '../../analysis/lexicon/subordinators.js';
import { MASK_AT_START, MASK_TOKENS } from '../../guardrails/mask-token.js';
import { IMPERATIVE_VERBS } from '../data/commands.js';
import {
  CLAUSE_SUBJECTS,
  DETERMINERS,
  FRONTED_PHRASES,
  FINITE_VERBS,
  NON_SUBJECT_WORDS,
} from '../data/word-sets.js';
import { hasTag } from './lexicon.js';

const bare = (word: string) => word.toLowerCase().replace(/[,.;:!?"'”’)]+$/, '');

/**
 * Is `word` a finite verb here? Tense tags settle it; a base form counts after a pronoun
 * subject ("we ship") or a plural noun ("requests return").
 */
function isFiniteVerb(word: string, previous: string): boolean {
  const lower = bare(word);
  if (FINITE_VERBS.has(lower)) return true;
  if (
    hasTag(lower, 'PastTense') ||
    hasTag(lower, 'PresentTense') ||
    hasTag(lower, 'Modal') ||
    hasTag(lower, 'Copula')
  ) {
    return true;
  }
  const afterPronoun = CLAUSE_SUBJECTS.has(previous);
  const afterPlural = /[^s]s$/.test(previous) && !NON_SUBJECT_WORDS.has(previous);
  return (
    (afterPronoun && /ed$/.test(lower)) ||
    ((afterPronoun || afterPlural) && hasTag(lower, 'Infinitive'))
  );
}

/** Can this word open a subject: a pronoun, a determiner, a name, or a plain lower-case noun phrase? */
function subjectStart(word: string): boolean {
  const lower = bare(word);
  if (
    CLAUSE_SUBJECTS.has(lower) ||
    DETERMINERS.has(lower) ||
    MASK_AT_START.test(word) ||
    /^[A-Z]/.test(word)
  )
    return true;
  return (
    !NON_SUBJECT_WORDS.has(lower) && !hasTag(lower, 'Infinitive') && !hasTag(lower, 'Preposition')
  );
}

/** Does this word group open like a clause (a subject first, a few words long)? */
export function startsLikeClause(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const first = words[0]?.toLowerCase() ?? '';
  return (
    words.length >= 3 &&
    (CLAUSE_SUBJECTS.has(first) ||
      DETERMINERS.has(first) ||
      MASK_AT_START.test(words[0]) ||
      /^[A-Z]/.test(words[0]))
  );
}

/** Does this word group read as a clause with its own subject and verb ("we shipped it")? */
export function looksLikeClause(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 3 || !subjectStart(words[0])) return false;
  for (let index = 1; index < Math.min(words.length, 7); index++) {
    if (isFiniteVerb(words[index], bare(words[index - 1]))) return true;
  }
  return false;
}

/**
 * A sentence that opens with a subordinator ("Once the upgrade was identified as the cause.") has
 * no main clause unless one follows after a comma.
 */
const OPENS_SUBORDINATE: ReadonlySet<string> = new Set(SUBORDINATORS);
/** A link to the sentence before may open an independent clause: "However, we are…". */
const LEAD_LINKS = new Set([
  'however',
  'but',
  'so',
  'and',
  'also',
  'still',
  'then',
  'plus',
  'therefore',
  'yet',
  'meanwhile',
]);
const PERSONAL_SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it']);
const OBJECT_START =
  /^(?:the|a|an|this|that|these|those|our|your|their|its|his|her|my|it|them|us|him|me|you|every|each|all|any|some|\d)\b/i;

const PURPOSE_AFTER_SO =
  /^(?:I|you|we|they|he|she|it|everyone|people)\s+(?:can|could|would|might|may)\s+(?!not\b)/i;
const FRONTED_PHRASE = new RegExp(
  `^(?:${FRONTED_PHRASES.join('|').replace(/ /g, '\\s+')})\\b`,
  'i',
);

/**
 * Is `word` a finite verb in a clause that must stand alone? Stricter than `isFiniteVerb`: a
 * past form after a noun counts only with an object after it or at the end ("The team shipped
 * the fix."), since "wharves piled high with freight" is a participle, not a verb.
 */
function finiteHere(word: string, previous: string, next: string | undefined): boolean {
  const lower = bare(word);
  // "Having said all that", "being told": a participle after "having" or "being" is no verb of
  // its own, the phrase opens a clause that must follow.
  if (previous === 'having' || previous === 'being') return false;
  // "we hope to keep": after "to" a verb is an infinitive, never the clause's own.
  if (previous === 'to') return false;
  if (FINITE_VERBS.has(lower) || /['’](?:s|re|ve|ll|d|m)$/.test(lower)) return true;
  if (hasTag(lower, 'Modal') || hasTag(lower, 'Copula')) return true;
  // "we apologize", "they shipped": after a subject pronoun, a content word is its verb.
  if (
    PERSONAL_SUBJECTS.has(previous) &&
    /^\p{L}+$/u.test(lower) &&
    !NON_SUBJECT_WORDS.has(lower) &&
    !['Adverb', 'Preposition', 'Determiner', 'Conjunction'].some((tag) => hasTag(lower, tag))
  )
    return true;
  // "This means…", "The team ships…"; not "the works" after a determiner.
  if (
    hasTag(lower, 'PresentTense') &&
    /s$/.test(lower) &&
    (!DETERMINERS.has(previous) || CLAUSE_SUBJECTS.has(previous))
  )
    return true;
  // "The cache stores each response": an -s word after a noun, with an object after it.
  if (
    /[^s]s$/.test(lower) &&
    previous !== '' &&
    !DETERMINERS.has(previous) &&
    !NON_SUBJECT_WORDS.has(previous) &&
    next !== undefined &&
    OBJECT_START.test(next)
  )
    return true;
  const afterPlural = /[^s]s$/.test(previous) && !NON_SUBJECT_WORDS.has(previous);
  if (afterPlural && hasTag(lower, 'Infinitive')) return true;
  return hasTag(lower, 'PastTense') && (next === undefined || OBJECT_START.test(next));
}

/** The clause's words, without the punctuation around them; commas kept as their own items. */
const clauseWords = (text: string) =>
  text
    .replace(/,/g, ' , ')
    .split(/\s+/)
    .map((word) => (word === ',' ? word : word.replace(/^["“'‘(]+|[.!?;:"”'’)]+$/g, '')))
    .filter(Boolean);

const COORDINATED_SUBORDINATOR =
  /^(?:as|when|whenever|if|once|because|since|while|whilst|although|though|after|before|until|unless)$/;

/**
 * "The show was a success and as those of you who helped know.": after the main verb, "and as"
 * opens a subordinate clause whose main clause must follow a comma in the same sentence.
 */
function openSubordinateAfter(words: readonly string[], verbAt: number): boolean {
  for (let index = verbAt + 1; index < words.length - 1; index++) {
    if (!/^(?:and|but|or)$/i.test(words[index])) continue;
    if (!COORDINATED_SUBORDINATOR.test(bare(words[index + 1]))) continue;
    return !words.slice(index + 2).includes(',');
  }
  return false;
}

/**
 * "…to let you know that between the 6th and 15th of June.": after the main verb, "that" opens a
 * clause with an adverbial first ("that between…", "that in March…", "that, as of today,…"); when
 * no verb follows, the split cut that clause in half.
 */
function openComplementAfter(words: readonly string[], verbAt: number): boolean {
  for (let index = verbAt + 1; index < words.length - 1; index++) {
    if (bare(words[index]) !== 'that') continue;
    const next = bare(words[index + 1]);
    if (next !== ',' && !hasTag(next, 'Preposition') && !OPENS_SUBORDINATE.has(next)) continue;
    // A capitalised word there is a name or a month ("between 2 and 9 May"), not a modal.
    const rest = words.slice(index + 2).filter((word) => !/^\p{Lu}/u.test(word));
    return !rest.some(
      (word, at) =>
        word !== ',' &&
        finiteHere(
          word,
          at > 0 ? bare(rest[at - 1]) : '',
          rest[at + 1] === ',' ? undefined : rest[at + 1],
        ),
    );
  }
  return false;
}

/** A subject right after "that": a pronoun (contracted or not) or a determiner, never a verb. */
const COMPLEMENT_SUBJECT =
  /^(?:i|you|we|they|he|she|it|there|the|a|an|our|your|their|his|her|its|my|this|these|those|every|each|all|some|no)(?:['’](?:s|re|ve|ll|d|m))?$/i;

const LEAD_IN_PHRASE =
  '(?:let me (?:tell|say|remind|assure)(?: you)?|i (?:must|have to|gotta|need to|can|will|should) (?:say|admit|tell you)|i (?:tell|promise|assure) you|mind you|you know|i mean|believe me|trust me|to be honest)';
/** A lead-in alone or before its comma, with at most a subject before it ("We let me tell you,"). */
const LEAD_IN_ALONE = new RegExp(`^(?:(?:i|we|you|they)\\s+)?${LEAD_IN_PHRASE}(?:\\s+,.*)?$`, 'i');
/** A lead-in closing the piece: "…and let me tell you." */
const LEAD_IN_END = new RegExp(`(?:\\band|\\bbut|\\bso|,)\\s+${LEAD_IN_PHRASE}$`, 'i');

const ADVERB_WORDS = new Set([
  'more',
  'most',
  'even',
  'also',
  'still',
  'just',
  'really',
  'very',
  'so',
  'too',
  'much',
  'then',
  'now',
  'only',
]);
/** A word that can only modify: "more", "importantly", "really". */
const isAdverbOnly = (word: string) =>
  word !== ',' &&
  (ADVERB_WORDS.has(bare(word)) || /^\p{Ll}{3,}ly$/u.test(word)) &&
  !PERSONAL_SUBJECTS.has(bare(word));

/** A determiner-led noun phrase, then a pronoun, then this verb, with no comma between. */
function opensRelative(words: readonly string[], verbAt: number): boolean {
  const subjectAt = verbAt - 1;
  if (subjectAt < 2 || !PERSONAL_SUBJECTS.has(bare(words[subjectAt]))) return false;
  if (!DETERMINERS.has(bare(words[0]))) return false;
  return !words.slice(0, subjectAt).includes(',');
}

/**
 * Can this sentence stand on its own: a subject, a finite verb, and no subordinate clause left
 * without its main clause? A sentence that a split leaves must pass, or the split is not made:
 * "Once the upgrade was identified as the cause." and "Open platforms and wharves piled high
 * with freight." do not; "It was halted." and "Please clear your desks." do. `command`: the
 * sentence before is a command, so "label every box" continues it as one.
 */
export function isIndependentClause(sentence: string, command = false): boolean {
  let words = clauseWords(sentence.replace(MASK_TOKENS, 'Name'));
  let link = '';
  while (words.length > 0 && (LEAD_LINKS.has(bare(words[0])) || words[0] === ',')) {
    if (words[0] !== ',') link = bare(words[0]);
    words = words.slice(1);
  }
  if (words.length < 2) return false;
  // "…and that we'll see you soon.", "That the hall is open.": "that" before a subject opens a
  // clause that is the object of a verb left in the sentence before; alone it is no sentence.
  if (bare(words[0]) === 'that' && COMPLEMENT_SUBJECT.test(words[1])) return false;
  // "And let me tell you.", "…and let me tell you.": a lead-in announces what follows and tells
  // nothing itself.
  if (LEAD_IN_ALONE.test(words.join(' ')) || LEAD_IN_END.test(words.join(' '))) return false;
  // "…you are using. So I could prove that…": "so" before a subject and "could" is "so that".
  if (link === 'so' && PURPOSE_AFTER_SO.test(words.slice(0, 4).join(' '))) return false;
  // "monitored to ensure…", "taking care of…": a verb form first, so no subject.
  if (
    /^\p{Ll}/u.test(words[0]) &&
    /(?:ed|ing)$/.test(bare(words[0])) &&
    !DETERMINERS.has(bare(words[0]))
  )
    return false;
  // "Please clear your desks.", "Label every box with your name.": a command stands alone.
  if (/^please$/i.test(words[0])) return true;
  if (
    (hasTag(bare(words[0]), 'Infinitive') || IMPERATIVE_VERBS.has(bare(words[0])) || command) &&
    OBJECT_START.test(words[1] ?? '')
  )
    return true;
  // "Due to the time it takes…", "At this stage": a phrase that takes no clause; the main clause
  // follows its comma.
  let subordinate =
    FRONTED_PHRASE.test(words.join(' ')) ||
    (hasTag(bare(words[0]), 'Preposition') && !OPENS_SUBORDINATE.has(bare(words[0])));
  // "The community we seek to serve": a verb after a pronoun that follows a noun phrase is a
  // relative clause's; the noun phrase still needs its own verb.
  let relative = false;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (word === ',') {
      // "Once it was found, it was halted": the main clause starts after the comma.
      if (subordinate) return isIndependentClause(words.slice(index + 1).join(' '));
      continue;
    }
    // A subordinator before any verb: the clause it opens runs to the next comma.
    if (OPENS_SUBORDINATE.has(bare(word))) {
      subordinate = true;
      continue;
    }
    const previous = index > 0 ? bare(words[index - 1]) : '';
    const next = words[index + 1] === ',' ? undefined : words[index + 1];
    if (!finiteHere(word, previous, next)) continue;
    if (!relative && opensRelative(words, index)) {
      relative = true;
      continue;
    }
    // "(But) more importantly is so cool": only adverbs before the verb, so no subject.
    if (index > 0 && words.slice(0, index).every((before) => isAdverbOnly(before))) return false;
    // "We're adding monitoring": the subject and its verb in one word.
    const contracted = index === 0 && PERSONAL_SUBJECTS.has(bare(word).replace(/['’].*$/, ''));
    if (!subordinate)
      return (
        (index > 0 || contracted) &&
        !openSubordinateAfter(words, index) &&
        !openComplementAfter(words, index)
      );
    // The verb belongs to the subordinate clause; the main clause must follow its comma.
    const comma = words.indexOf(',', index);
    return comma > 0 && isIndependentClause(words.slice(comma + 1).join(' '));
  }
  return false;
}

/**
 * "Once the soil is completely dry, water it", "Assuming you haven't left it for an extremely long
 * time…", "If there is a really bad area, smooth it out": inside a condition the degree is the
 * condition itself; without it the rule says less (and its exception widens).
 */
const CONDITION_LEAD =
  /\b(?:once|if|unless|until|till|when|whenever|assuming|provided|as\s+long\s+as)\b[^,;:.!?]*$/i;
const MEASURES = /^(?:completely|fully|totally|entirely|extremely|absolutely|thoroughly)\b/i;
// A plain degree word ("really", "very") measures only right inside the condition ("If there is a
// really bad area", "If you are really unhappy"), not in the clause after it.
const DEGREE = /^(?:really|very|particularly|seriously|truly)\b/i;
const CONDITION_NEAR =
  /\b(?:once|if|unless|until|till|when|whenever|assuming|provided)\s+(?:[^\s,;:.!?]+\s+){0,4}$/i;
/**
 * "it is completely dependent on donations", "the tank is fully filled": before a word that
 * names a state, not a feeling, an extent word says how much of it; without it the fact says less.
 */
const EXTENT = /^(?:completely|fully|entirely)\b/i;
const namesAState = (after: string) => {
  const next = /^\s*([a-z-]+)/i.exec(after)?.[1]?.toLowerCase();
  return next !== undefined && !VALENCE.has(next);
};
const measuresExtent = (before: string, degree: string, after: string) =>
  (MEASURES.test(degree) && CONDITION_LEAD.test(before)) ||
  (DEGREE.test(degree) && CONDITION_NEAR.test(before)) ||
  (EXTENT.test(degree) && namesAState(after));
/** A replacer that drops a degree word unless it measures a condition or a state. */
export const droppedUnlessMeasuring = (match: string, offset: number, whole: string) =>
  measuresExtent(whole.slice(0, offset), match, whole.slice(offset + match.length)) ? match : '';
