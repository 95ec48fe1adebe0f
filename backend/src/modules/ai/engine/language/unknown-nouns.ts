import { isKnownWord } from './lexicon.js';

/** "heels", not "Sarah's", "yours" or "always": a plain word in -s the lexicon does not know. */
export const unknownPlural = (word: string | undefined) => {
  const plain = word?.replace(/[.,;:!?)"”’]+$/, '') ?? '';
  return /^[a-z]{2,}[^su]s$/.test(plain) && !isKnownWord(plain);
};
/**
 * After "it's": a plural the lexicon does not know ("heels"), or such a word that ends the clause
 * ("develop it's patina."), is what "it" has, not what it is.
 */
export const possessed = (word: string | undefined) => {
  const plain = word?.replace(/[.,;:!?)"”’]+$/, '') ?? '';
  const endsClause = plain !== word && /^[.,;:!?)]/.test(word?.slice(plain.length) ?? '');
  return (
    unknownPlural(word) ||
    (endsClause &&
      /^[a-z]{3,}$/.test(plain) &&
      !/(?:ing|ed|ly)$/.test(plain) &&
      !isKnownWord(plain))
  );
};
