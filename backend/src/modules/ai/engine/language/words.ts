/** Words as people count them: whitespace-separated tokens that contain a letter or digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count++;
  return count;
}

const WORD = /[A-Za-z][A-Za-z'’-]*/g;

/** Lower-case words written in lower case somewhere in the text (evidence a word is not a name). */
export function lowerCaseWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (word[0] >= 'a' && word[0] <= 'z') words.add(word.toLowerCase());
  }
  return words;
}

/** Escape a literal for use inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
