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

/** One compiled pass that swaps every phrase of a table, longest phrase first. */
export function compilePhraseTable(table: PhraseTable): (text: string) => string {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  const replacements = new Map(keys.map((key) => [normaliseKey(key), table[key]]));
  const pattern = new RegExp(keys.map(keyPattern).join('|'), 'gi');
  return (text) =>
    text.replace(pattern, (match) => {
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
  return (text) => text.replace(pattern, '');
}
