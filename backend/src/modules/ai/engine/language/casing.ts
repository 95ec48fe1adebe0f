import { isLexiconName, isKnownWord } from './lexicon.js';

export const upperFirst = (text: string) =>
  text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);

export const lowerFirst = (text: string) =>
  text.length === 0 ? text : text[0].toLowerCase() + text.slice(1);

/** Give `replacement` the capitalisation of `original` (first letter, or all caps for shouted words). */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && /[A-Z]/.test(original)) {
    return replacement.toUpperCase();
  }
  return /^[A-Z]/.test(original) ? upperFirst(replacement) : replacement;
}

const COMMON_SUFFIX =
  /(?:ing|ed|ly|tion|sion|ment|ness|ity|ance|ence|ship|able|ible|ful|ous|ive|ers|ies|es)$/;
const KEEP_CAPITAL = new Set(['I', "I'm", "I've", "I'll", "I'd", 'I’m', 'I’ve', 'I’ll', 'I’d']);

/**
 * Can the first word of a sentence be lower-cased when something is put in front of it?
 * Only when it is clearly a common word: a name we cannot recognise keeps its capital.
 */
export function isCommonSentenceStart(
  word: string,
  lowerWordsInText: ReadonlySet<string>,
): boolean {
  const bare = word.replace(/[^A-Za-z'’-]/g, '');
  if (!bare || KEEP_CAPITAL.has(bare)) return false;
  if (bare.length > 1 && bare === bare.toUpperCase()) return false;
  const lower = bare.toLowerCase();
  if (isLexiconName(lower)) return false;
  if (lowerWordsInText.has(lower)) return true;
  return isKnownWord(lower) || COMMON_SUFFIX.test(lower);
}
