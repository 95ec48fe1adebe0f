import { isSpace } from '../../analysis/text/white-space.js';

/** Words as people count them: whitespace-separated tokens that contain a letter or digit. */
export function countWords(text: string): number {
  let count = 0;
  let inToken = false;
  let counted = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isSpace(code)) {
      inToken = false;
      continue;
    }
    if (!inToken) {
      inToken = true;
      counted = false;
    }
    if (counted) continue;
    const letterOrDigit =
      (code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      (code > 127 && /[\p{L}\p{N}]/u.test(text[index]));
    if (letterOrDigit) {
      count++;
      counted = true;
    }
  }
  return count;
}

const isAsciiLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

/** Lower-case words written in lower case somewhere in the text (evidence a word is not a name). */
export function lowerCaseWords(text: string): Set<string> {
  // Words as /[A-Za-z][A-Za-z'’-]*/ finds them, kept when they start with a lower-case letter.
  const words = new Set<string>();
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (!isAsciiLetter(code)) {
      index++;
      continue;
    }
    const start = index++;
    while (index < text.length) {
      const next = text.charCodeAt(index);
      if (isAsciiLetter(next) || next === 39 || next === 8217 || next === 45) index++;
      else break;
    }
    if (code >= 97) words.add(text.slice(start, index).toLowerCase());
  }
  return words;
}

/** Escape a literal for use inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A lookbehind for a degree or an intensifier under a negation: "not quite ready" (almost),
 * "isn't really sure", "never so busy", "no completely reliable way". What a negation denies is the
 * degree, so a move that drops the word says the opposite; every removal of a degree word starts
 * with this.
 */
export const NOT_AFTER_NEGATION = String.raw`(?<!(?:\bnot|\bnever|\bhardly|\bno|\bwithout|n['’]t)\s+)`;
