import { pronounce, rhymeTail, tailCoda, tailVowel } from './phonetics.js';

export type RhymeKind = 'perfect' | 'slant' | 'identical' | 'none';

// Consonants that sound alike at a line's end: nasals, voiced/voiceless pairs.
const CONSONANT_CLASS: Record<string, string> = {
  M: 'nasal',
  N: 'nasal',
  NG: 'nasal',
  P: 'p',
  B: 'p',
  T: 't',
  D: 't',
  K: 'k',
  G: 'k',
  F: 'f',
  V: 'f',
  TH: 'th',
  DH: 'th',
  S: 's',
  Z: 's',
  SH: 'sh',
  ZH: 'sh',
  CH: 'ch',
  JH: 'ch',
};
const VOWELS = new Set([
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
]);
const consonantClass = (phoneme: string) => CONSONANT_CLASS[phoneme] ?? phoneme;
const sameCodaClass = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length &&
  a.every((phoneme, index) => consonantClass(phoneme) === consonantClass(b[index]));

/** The end sound of a word as it is compared for rhyme (AA R T for "heart"). */
export function endSound(word: string): string {
  return rhymeTail(pronounce(word).phonemes).join(' ');
}

/**
 * How two line-ending words rhyme: perfect (same sound from the last stressed vowel), slant
 * (same vowel with a different ending, or a near ending: time/mine, love/enough, heart/hurt),
 * identical (the same word again), or none.
 */
export function rhymeBetween(first: string, second: string): RhymeKind {
  const a = pronounce(first);
  const b = pronounce(second);
  if (!a.word || !b.word) return 'none';
  if (a.word === b.word) return 'identical';
  const tailA = rhymeTail(a.phonemes);
  const tailB = rhymeTail(b.phonemes);
  if (tailA.join(' ') === tailB.join(' ')) return 'perfect';
  const codaA = tailCoda(tailA);
  const codaB = tailCoda(tailB);
  const vowels = (tail: readonly string[]) => tail.filter((phoneme) => VOWELS.has(phoneme)).length;
  // Slant: the CMU vowels from the stressed one on match and the codas differ (July/right,
  // time/mine, home/alone), over the same number of syllables.
  if (
    tailVowel(tailA) === tailVowel(tailB) &&
    vowels(tailA) === vowels(tailB) &&
    tailA.filter((p) => VOWELS.has(p)).join(' ') === tailB.filter((p) => VOWELS.has(p)).join(' ')
  )
    return 'slant';
  // Different vowel, same consonant ending: consonance; an R colouring the vowel ("heart" AA R T,
  // "hurt" ER T) is part of the vowel here.
  const hard = (coda: readonly string[]) => coda.filter((phoneme) => phoneme !== 'R').join(' ');
  if (codaA.length > 0 && hard(codaA) !== '' && hard(codaA) === hard(codaB)) return 'slant';
  // Close vowels with endings of one class (love/enough is caught above; road/told too).
  if (tailVowel(tailA) === tailVowel(tailB) && sameCodaClass(codaA, codaB)) return 'slant';
  return 'none';
}

export const rhymes = (first: string, second: string) => rhymeBetween(first, second) !== 'none';

/** Scheme letters for a run of line-ending words: each line takes the letter of the first earlier line it rhymes with. */
export function schemeOf(endWords: readonly string[]): string {
  const letters: string[] = [];
  let next = 0;
  endWords.forEach((word, index) => {
    const match = endWords.slice(0, index).findIndex((earlier) => rhymes(earlier, word));
    if (match >= 0) letters.push(letters[match]);
    else {
      letters.push(String.fromCharCode(65 + (next % 26)));
      next += 1;
    }
  });
  return letters.join('');
}

/**
 * Whether lines follow a requested scheme (ABAB, AABB, ABCB...), applied to each group of its
 * length: every pair the scheme gives the same letter must rhyme. Pairs it keeps apart may
 * rhyme anyway (an extra rhyme never breaks a song).
 */
export function followsScheme(
  endWords: readonly string[],
  requested: string,
): { follows: boolean; broken: number[] } {
  if (!/^[A-Z]+$/.test(requested)) return { follows: true, broken: [] };
  const size = requested.length;
  const broken = new Set<number>();
  for (let start = 0; start + size <= endWords.length; start += size) {
    for (let i = 0; i < size; i += 1) {
      for (let j = i + 1; j < size; j += 1) {
        if (requested[i] === requested[j] && !rhymes(endWords[start + i], endWords[start + j])) {
          broken.add(start + j);
        }
      }
    }
  }
  return { follows: broken.size === 0, broken: [...broken].sort((a, b) => a - b) };
}

/** Pairs of words inside one line that rhyme perfectly with each other (internal rhyme). */
export function internalRhymes(words: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  const content = words.filter((word) => pronounce(word).word.length > 2);
  for (let i = 0; i < content.length; i += 1) {
    for (let j = i + 1; j < content.length; j += 1) {
      if (rhymeBetween(content[i], content[j]) === 'perfect')
        pairs.push([pronounce(content[i]).word, pronounce(content[j]).word]);
    }
  }
  return pairs;
}
