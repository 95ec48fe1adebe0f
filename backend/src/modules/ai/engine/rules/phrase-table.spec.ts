import * as register from '../data/register.js';
import type { PhraseTable } from '../data/register.js';
import { CORPUS } from '../../testing/corpus.js';
import { loadDevCorpus } from '../../testing/dev-corpus.js';
import { lexiconTags } from '../language/lexicon.js';
import { compilePhraseTable, compileRemoval } from './phrase-table.js';

// The reference: one case-insensitive alternation, longest key first, each key between word
// boundaries, with a straight or curly apostrophe and any run of spaces. The indexed matcher
// must find exactly what it finds.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keyPattern = (key: string) =>
  `${/^\w/.test(key) ? '\\b' : ''}${escape(key).replace(/'/g, "['’]").replace(/ /g, '\\s+')}${/\w$/.test(key) ? '\\b' : ''}`;
const sortedKeys = (keys: readonly string[]) => [...keys].sort((a, b) => b.length - a.length);
const normalise = (text: string) => text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');

// "NICE", "URGENT": one word the writer set in capitals is theirs and is not swapped (an
// abbreviation, "ASAP", is); the reference skips those too.
const keptInCapitals = (word: string) =>
  /^[A-Z]{2,}$/.test(word) &&
  lexiconTags(word).length > 0 &&
  !lexiconTags(word).includes('Expression');

function referenceMatches(keys: readonly string[], text: string): string[] {
  const pattern = new RegExp(sortedKeys(keys).map(keyPattern).join('|'), 'gi');
  return [...text.matchAll(pattern)]
    .filter((match) => !keptInCapitals(match[0]))
    .map((match) => `${match.index}:${normalise(match[0])}`);
}

const TABLES = Object.entries(register).filter(
  (entry): entry is [string, PhraseTable] =>
    typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]),
);
const SENTENCES = [...CORPUS.map((entry) => entry.text), ...loadDevCorpus().map((e) => e.text)]
  .flatMap((text) => text.split(/(?<=[.!?])\s+|\n/))
  .flatMap((sentence) => [sentence, sentence.toUpperCase(), sentence.toLowerCase()]);

describe('phrase tables', () => {
  it('find the same phrases, in the same places, as one big regex would', () => {
    for (const [name, table] of TABLES) {
      // Every key swapped for a marker that names it shows where and what was matched.
      const keys = Object.keys(table);
      const marked = Object.fromEntries(keys.map((key) => [key, `<${normalise(key)}>`]));
      const swap = compilePhraseTable(marked);
      for (const sentence of SENTENCES) {
        const expected = referenceMatches(keys, sentence).map((hit) => hit.split(':')[1]);
        const found = [...swap(sentence).matchAll(/<([^>]+)>/gi)].map((match) =>
          normalise(match[1]),
        );
        expect({ name, sentence, found }).toEqual({ name, sentence, found: expected });
      }
    }
  });

  it('swap words keeping the author’s capitals and leave the rest alone', () => {
    const swap = compilePhraseTable({ 'a lot of': 'many', gonna: 'going to' });
    expect(swap('A lot of people are gonna come, not 3gonna or agonna.')).toBe(
      'Many people are going to come, not 3gonna or agonna.',
    );
  });

  it('removal deletes whole words and a comma after them', () => {
    const remove = compileRemoval(['basically', 'kind of']);
    expect(remove('Basically, it is kind of done, basicallyish.')).toBe(
      ' it is  done, basicallyish.', // the grammar pass collapses the spaces
    );
  });
});
