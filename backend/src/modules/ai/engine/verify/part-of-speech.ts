import { MASK_TOKENS } from '../../guardrails/mask-token.js';
import { taggedTerms } from '../../analysis/text/tagged-terms.js';
import { lexiconTags } from '../language/lexicon.js';

/** Coarse word classes: a swap may change the word, not what the word is doing. */
const CLASSES = [
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Adverb',
  'Adjective',
  'Verb',
  'Value',
  'Noun',
] as const;
export type WordClass = (typeof CLASSES)[number] | 'Other';

// Masked spans stand for numbers, names and dates: a noun keeps the tagger's view of the frame.
const unmaskForTagger = (text: string) => text.replace(MASK_TOKENS, 'things');

function classOf(tags: readonly string[]): WordClass {
  return CLASSES.find((name) => tags.includes(name)) ?? 'Other';
}

const normal = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** compromise's class of each word of the sentence in context, as [word, class] in order. */
export function wordClasses(sentence: string): [string, WordClass][] {
  return taggedTerms(unmaskForTagger(sentence))
    .filter((term) => term.text)
    .map((term): [string, WordClass] => [normal(term.text), classOf(term.tags)]);
}

/** The class of the `occurrence`-th use of `word` in a tagged sentence. */
export function classAt(
  tagged: readonly [string, WordClass][],
  word: string,
  occurrence: number,
): WordClass | undefined {
  const key = normal(word);
  let seen = 0;
  for (const [text, wordClass] of tagged) {
    if (text === key && seen++ === occurrence) return wordClass;
  }
  return undefined;
}

/** Classes that may stand in for each other in a tone swap ("very" → "truly", "big" → "major"). */
const COMPATIBLE: Partial<Record<WordClass, readonly WordClass[]>> = {
  // Predicates: "is out" → "is here"; the tagger calls either an adjective, adverb or noun.
  Adjective: ['Adverb', 'Value', 'Noun'],
  Adverb: ['Adjective'],
  Noun: ['Value', 'Pronoun'],
  Value: ['Noun', 'Adjective'],
  Pronoun: ['Noun'],
  Other: CLASSES,
};

export function sameRole(before: WordClass, after: WordClass): boolean {
  return before === after || (COMPATIBLE[before]?.includes(after) ?? false) || after === 'Other';
}

const SMALL_CLASSES = new Set<WordClass>([
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Adverb',
]);

/**
 * The lexicon alone settles most swaps: the damage seen is a small word (a preposition, a
 * conjunction, a determiner, a pronoun, an adverb) traded for one of another class, so only a
 * swap where either word can be one of those needs the tagger's reading in context.
 */
export function lexiconSettles(before: string, after: string): boolean {
  const small = (word: string) =>
    lexiconTags(word.toLowerCase()).some((tag) => SMALL_CLASSES.has(classOf([tag])));
  const known = (word: string) => lexiconTags(word.toLowerCase()).length > 0;
  return known(before) && known(after) && !small(before) && !small(after);
}
