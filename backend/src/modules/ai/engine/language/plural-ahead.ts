import { hasTag } from './lexicon.js';

// After "there's": adverbs or "been", then a plural-taking quantity or a counted noun.
const THERE_PLURAL =
  /^\s*(?:(?:still|also|now|always|just|been|only|already)\s+)*(?:all\s+(?:sorts|kinds)|lots|loads|a\s+(?:few|couple)|(?:many|several|two|three|four|five|six|\d+|good|more|other|some|no)\s+(?:[a-z-]+\s+)?([a-z-]+s))\b/i;
const isPlural = (word: string) =>
  hasTag(word, 'Plural') || (/[^su]s$/.test(word) && !hasTag(word.slice(0, -1), 'Adjective'));
/**
 * Does a plural noun phrase come next ("still some games", "been good numbers", "all sorts of
 * articles")? Where the lexicon does not know the word, one in -s that is no adjective's plural
 * form counts ("serious" does not).
 */
export const pluralAhead = (rest: string) => {
  const found = THERE_PLURAL.exec(rest);
  return found !== null && (found[1] === undefined || isPlural(found[1].toLowerCase()));
};
