import { IS_CONTRACTION_HOSTS } from '../data/word-sets.js';

/** The contractions of a text in order (not possessives: "Nobody's role" is not "Nobody is role"). */
export function contractionsOf(text: string): string[] {
  const found: { at: number; text: string }[] = [];
  for (const match of text.matchAll(/\b([A-Za-z]+)(n['’]t|['’](?:re|ve|ll|d|m))\b/g))
    if (match[1]) found.push({ at: match.index ?? 0, text: match[0] });
  for (const match of text.matchAll(/\b([A-Za-z]+)['’]s\b/g))
    if (IS_CONTRACTION_HOSTS.has(match[1].toLowerCase()))
      found.push({ at: match.index ?? 0, text: match[0] });
  return found.sort((a, b) => a.at - b.at).map((item) => item.text);
}

/** Counts contractions (not possessives), for tests and budget priorities. */
export const countContractions = (text: string): number => contractionsOf(text).length;
