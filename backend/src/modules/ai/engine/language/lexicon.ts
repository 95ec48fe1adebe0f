import {
  COMPROMISE_LEXICON as lexicon,
  COMPROMISE_SUFFIX_PATTERNS,
  COMPROMISE_SWITCHES,
  conjugateVerb,
  splitSentencesWithCompromise,
  toInfinitive,
  type VerbForms,
} from '../../analysis/text/compromise-internals.js';

const NAME_TAGS = new Set([
  'FemaleName',
  'MaleName',
  'FirstName',
  'LastName',
  'Person',
  'City',
  'Country',
  'Region',
  'Place',
  'Organization',
  'SportsTeam',
  'ProperNoun',
]);

const tagCache = new Map<string, readonly string[]>();
// Bounded: every distinct word of every text would otherwise stay in memory for good.
const TAG_CACHE_LIMIT = 50_000;

/** compromise lexicon tags of a lower-case word (empty when unknown). */
export function lexiconTags(word: string): readonly string[] {
  const key = word.toLowerCase();
  const cached = tagCache.get(key);
  if (cached) return cached;
  const raw = lexicon[key];
  const tags = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (tagCache.size >= TAG_CACHE_LIMIT) tagCache.clear();
  tagCache.set(key, tags);
  return tags;
}

/** Not a word of the lexicon, or one it calls an expression ("asap", "lol", "pls", "btw"). */
export function isAbbreviation(word: string): boolean {
  const tags = lexiconTags(word);
  return tags.length === 0 || tags.includes('Expression');
}

/** compromise's ambiguity class of a word ("Noun|Verb" for "review"), if it has one. */
export const switchOf = (word: string): string | undefined => COMPROMISE_SWITCHES[word];

/** The tag compromise's suffix rules give an unknown word ("-tion" → Singular, "-ize" → Infinitive). */
export function suffixTag(word: string): string | undefined {
  const patterns = COMPROMISE_SUFFIX_PATTERNS;
  for (let length = Math.min(patterns.length - 1, word.length - 1); length >= 1; length--) {
    const tag = patterns[length]?.[word.slice(-length)];
    if (tag) return tag;
  }
  return undefined;
}

export const isKnownWord = (word: string) => lexiconTags(word).length > 0;

/** A person, place or organisation name in compromise's lexicon. */
export const isLexiconName = (word: string) => lexiconTags(word).some((tag) => NAME_TAGS.has(tag));

const FIRST_NAME_TAGS = new Set(['FemaleName', 'MaleName', 'FirstName']);
/** A given name in compromise's lexicon ("lillie", "dave"). */
export const isFirstName = (word: string) =>
  lexiconTags(word).some((tag) => FIRST_NAME_TAGS.has(tag));
/** A person's given or family name ("evans") in compromise's lexicon. */
export const isPersonName = (word: string) =>
  isFirstName(word) || lexiconTags(word).some((tag) => tag === 'LastName' || tag === 'Person');

export const hasTag = (word: string, tag: string) => lexiconTags(word).includes(tag);

const conjugations = new Map<string, VerbForms>();

function conjugate(infinitive: string): VerbForms {
  let forms = conjugations.get(infinitive);
  if (!forms) {
    forms = conjugateVerb(infinitive);
    conjugations.set(infinitive, forms);
  }
  return forms;
}

const IRREGULAR_PRESENT: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };

/** "help" → "helps", "try" → "tries": the verb form that agrees with a singular third-person subject. */
export function thirdPersonSingular(infinitive: string): string {
  const lower = infinitive.toLowerCase();
  return IRREGULAR_PRESENT[lower] ?? conjugate(lower).PresentTense ?? `${lower}s`;
}

/** "written" → "wrote", "deployed" → "deployed". */
export function pastTenseOfParticiple(participle: string): string | undefined {
  const lower = participle.toLowerCase();
  const infinitive = toInfinitive(lower, 'PastTense');
  if (!infinitive) return undefined;
  const forms = conjugate(infinitive);
  const participleMatches = forms.Participle === lower || forms.PastTense === lower;
  return participleMatches ? forms.PastTense : undefined;
}

/** compromise's own sentence splitter, without the tagging pass. */
export function splitSentenceStrings(text: string): string[] {
  return splitSentencesWithCompromise(text);
}

/** "written" → "write", "deployed" → "deploy". */
export function infinitiveOfParticiple(participle: string): string | undefined {
  const lower = participle.toLowerCase();
  const infinitive = toInfinitive(lower, 'PastTense');
  if (!infinitive) return undefined;
  const forms = conjugate(infinitive);
  return forms.Participle === lower || forms.PastTense === lower ? infinitive : undefined;
}

/** "sharpen" → "sharpening". */
export function gerundOf(infinitive: string): string {
  return conjugate(infinitive.toLowerCase()).Gerund ?? `${infinitive}ing`;
}

type Tense = 'PastTense' | 'PresentTense' | 'Gerund';

/**
 * The infinitive behind an inflected verb, when conjugating it back gives the same word:
 * "sitting" → "sit", "updates" → "update", "called" → "call"; undefined for "including" → no.
 */
export function infinitiveOf(word: string, tense: Tense): string | undefined {
  const lower = word.toLowerCase();
  const infinitive = toInfinitive(lower, tense);
  if (!infinitive || infinitive === lower) return undefined;
  return conjugate(infinitive)[tense] === lower ? infinitive : undefined;
}

/** "sit" → "sat" (PastTense), "sit" → "sits" (PresentTense). */
export function verbFormOf(infinitive: string, tense: Tense): string | undefined {
  const lower = infinitive.toLowerCase();
  if (tense === 'PresentTense') return thirdPersonSingular(lower);
  return conjugate(lower)[tense];
}
