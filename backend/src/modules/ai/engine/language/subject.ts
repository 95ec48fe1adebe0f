import { IS_MASK } from '../../guardrails/mask-token.js';
import {
  LIGHT_ADVERBS,
  NON_SUBJECT_WORDS,
  SUBJECT_PRONOUNS_PLURAL,
  SUBJECT_PRONOUNS_SINGULAR,
} from '../data/word-sets.js';
import { hasTag } from './lexicon.js';

export type SubjectNumber = 'first' | 'singular' | 'plural';

const SINGULAR_QUANTIFIERS = new Set(['one', 'each', 'none', 'either', 'neither', 'every']);
const PLURAL_QUANTIFIERS = new Set([
  'all',
  'some',
  'most',
  'many',
  'few',
  'both',
  'several',
  'half',
  'lots',
  'lot',
  'plenty',
  'majority',
]);
const RELATIVES = new Set(['that', 'which', 'who']);
const CLAUSE_PRONOUNS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it']);

function nounNumber(word: string): SubjectNumber | undefined {
  const lower = word.toLowerCase();
  if (lower === 'i') return 'first';
  if (SUBJECT_PRONOUNS_PLURAL.has(lower)) return 'plural';
  if (SUBJECT_PRONOUNS_SINGULAR.has(lower)) return 'singular';
  if (IS_MASK.test(word)) return 'singular';
  if (NON_SUBJECT_WORDS.has(lower) || !/^[a-z][a-z'’-]*$/i.test(word)) return undefined;
  if (hasTag(lower, 'Plural')) return 'plural';
  if (hasTag(lower, 'Singular') || hasTag(lower, 'Uncountable')) return 'singular';
  if (/(?:ss|us|is|ics|news)$/.test(lower)) return 'singular';
  if (/s$/.test(lower)) return 'plural';
  if (
    /ly$/.test(lower) ||
    hasTag(lower, 'Adjective') ||
    hasTag(lower, 'PastTense') ||
    hasTag(lower, 'Gerund')
  ) {
    return undefined;
  }
  return 'singular';
}

/**
 * The grammatical number of the subject that ends `before` (the words in front of a verb), or
 * undefined when it cannot be told safely, in which case callers leave the sentence alone.
 */
export function subjectNumberBefore(before: string): SubjectNumber | undefined {
  const tokens = before
    .trim()
    .split(/\s+/)
    .map((token) => token.replace(/^[("'“‘]+|[,)"'”’]+$/g, ''))
    .filter(Boolean);
  while (tokens.length > 0 && LIGHT_ADVERBS.has(tokens[tokens.length - 1].toLowerCase()))
    tokens.pop();
  if (tokens.length === 0) return undefined;
  const tail = tokens.slice(-6);
  const lowerTail = tail.map((token) => token.toLowerCase());
  let headIndex = tail.length - 1;
  const head = lowerTail[headIndex];
  if (RELATIVES.has(head) && headIndex > 0) {
    if (lowerTail[headIndex - 1] === 'and' || NON_SUBJECT_WORDS.has(lowerTail[headIndex - 1]))
      return undefined;
    headIndex -= 1;
  }
  // "the teams that we trust": the verb's subject sits before a relative clause we cannot parse.
  const relative = lowerTail.findIndex((word, index) => RELATIVES.has(word) && index < headIndex);
  if (relative >= 0 && CLAUSE_PRONOUNS.has(lowerTail[relative + 1] ?? '')) return undefined;
  const ofIndex = lowerTail.lastIndexOf('of', headIndex);
  if (ofIndex > 0 && ofIndex < headIndex) {
    const quantifier = lowerTail[ofIndex - 1];
    if (SINGULAR_QUANTIFIERS.has(quantifier)) return 'singular';
    if (!PLURAL_QUANTIFIERS.has(quantifier)) headIndex = ofIndex - 1;
  }
  const andIndex = lowerTail.lastIndexOf('and', headIndex);
  if (andIndex > 0 && andIndex < headIndex && nounNumber(tail[andIndex - 1]) !== undefined)
    return 'plural';
  return nounNumber(tail[headIndex]);
}
