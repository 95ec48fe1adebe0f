import { taggedTerms } from '../text/tagged-terms.js';
import type { WordInfo } from './word-info.js';

const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * compromise's tags for each word of one sentence, read in context: "Email" is a noun in
 * "Senior Email Marketing Manager" and a verb in "Email the team". The tagger splits some of our
 * tokens ("15-minute") and merges none, so terms are matched to words in order by their text.
 */
export function tagWords(
  sentenceText: string,
  words: readonly WordInfo[],
  from: number,
  to: number,
): (readonly string[])[] {
  const terms = taggedTerms(sentenceText).filter((term) => normal(term.text) !== '');
  const tags: (readonly string[])[] = [];
  let next = 0;
  for (let index = from; index < to; index++) {
    const word = normal(words[index].text);
    let found = -1;
    for (let at = next; at < terms.length && at < next + 4; at++) {
      const term = normal(terms[at].text);
      if (term === word || (term !== '' && word.startsWith(term))) {
        found = at;
        break;
      }
    }
    if (found < 0) {
      tags.push([]);
      continue;
    }
    tags.push(terms[found].tags);
    next = found + 1;
  }
  return tags;
}
