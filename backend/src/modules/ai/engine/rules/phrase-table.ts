import type { PhraseTable } from '../data/register.js';
import { matchCase } from '../language/casing.js';
import { escapeRegExp } from '../language/words.js';

const normaliseKey = (text: string) => text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');

function keyPattern(key: string): string {
  const body = escapeRegExp(key).replace(/'/g, "['’]").replace(/ /g, '\\s+');
  return `${/^\w/.test(key) ? '\\b' : ''}${body}${/\w$/.test(key) ? '\\b' : ''}`;
}

/** Original capitalisation carried over; shouted words come back in lower case. */
function withCase(original: string, replacement: string): string {
  if (replacement === '') return '';
  const shouted =
    original.length > 1 && original === original.toUpperCase() && /[A-Z]/.test(original);
  return shouted ? replacement : matchCase(original, replacement);
}

// The words of the sentence last looked at: rules run one after another on the same sentence,
// so most tables read the same text and share one scan.
const WORD = /[a-z]+/gi;
let lastText = '';
let lastWords: ReadonlySet<string> = new Set();
function wordsOf(text: string): ReadonlySet<string> {
  if (text !== lastText) {
    const words = new Set<string>();
    for (const match of text.matchAll(WORD)) words.add(match[0].toLowerCase());
    lastText = text;
    lastWords = words;
  }
  return lastWords;
}

/**
 * A quick test whether any key can match: the first run of letters of every key must be one of
 * the text's words. Tables have hundreds of phrases and most sentences contain none, so the
 * big alternation runs only when it might find something.
 */
function firstWordFilter(keys: readonly string[]): (text: string) => boolean {
  const firsts = new Set<string>();
  for (const key of keys) {
    const first = /^[a-z]+/i.exec(key)?.[0];
    // A key that starts with something else than a letter cannot be pre-checked this way.
    if (!first) return () => true;
    firsts.add(first.toLowerCase());
  }
  return (text) => {
    for (const word of wordsOf(text)) if (firsts.has(word)) return true;
    return false;
  };
}

/** One compiled pass that swaps every phrase of a table, longest phrase first. */
export function compilePhraseTable(table: PhraseTable): (text: string) => string {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  const replacements = new Map(keys.map((key) => [normaliseKey(key), table[key]]));
  const pattern = new RegExp(keys.map(keyPattern).join('|'), 'gi');
  const mayMatch = firstWordFilter(keys);
  return (text) =>
    !mayMatch(text)
      ? text
      : text.replace(pattern, (match) => {
          const replacement = replacements.get(normaliseKey(match));
          return replacement === undefined ? match : withCase(match, replacement);
        });
}

/** One compiled pass that deletes the listed words (and a comma right after them). */
export function compileRemoval(words: readonly string[], guard = ''): (text: string) => string {
  const alternation = [...words]
    .sort((a, b) => b.length - a.length)
    .map(keyPattern)
    .join('|');
  const pattern = new RegExp(`(?:${alternation})${guard}(?:\\s*,)?`, 'gi');
  const mayMatch = firstWordFilter(words);
  return (text) => (mayMatch(text) ? text.replace(pattern, '') : text);
}
