import { syllablesIn } from '../../ai/ai.text.js';
import { cmuDictionary } from './word-data.js';

/** How a word sounds: its phonemes (stress digits on vowels), or an estimate when unknown. */
export interface Pronunciation {
  word: string;
  phonemes: string[];
  syllables: number;
  /** One digit per syllable: 1 primary, 2 secondary, 0 unstressed. */
  stress: string;
  /** True when the word came from the CMU dictionary; false for the spelling-based estimate. */
  known: boolean;
}

const VOWEL = /^[A-Z]{2}[012]$/;
const isVowel = (phoneme: string) => VOWEL.test(phoneme);

// One-syllable words that carry no stress in the flow of a line.
const UNSTRESSED = new Set(
  'a an the and or but if of to in on at by for with from as is am are was were be been it its i me my you your we our us he him his she her they them their that this than then so not no do does did has have had can could will would shall should may might must just up out off all too yeah oh'.split(
    ' ',
  ),
);

const cache = new Map<string, Pronunciation>();

/** Lower-case letters and inner apostrophes: "Heart," → "heart", "runnin'" → "runnin'". */
export function normalizeWord(token: string): string {
  return token
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/^[^a-z']+|[^a-z']+$/g, '')
    .replace(/^'+(?!(bout|cause|til|em|round|tis|twas)$)/, '');
}

function lookup(word: string): string | undefined {
  const dictionary = cmuDictionary();
  const direct = dictionary[word];
  if (direct) return direct;
  // Sung contractions: "runnin'" is "running", "lovin" is "loving".
  if (word.endsWith("in'")) return dictionary[`${word.slice(0, -3)}ing`];
  if (word.endsWith("'")) return dictionary[word.slice(0, -1)];
  if (/[a-z]in$/.test(word) && !dictionary[word]) return dictionary[`${word}g`];
  return undefined;
}

/** A pronunciation from the CMU dictionary, or the `syllable` estimate for words it lacks. */
export function pronounce(token: string): Pronunciation {
  const word = normalizeWord(token);
  const cached = cache.get(word);
  if (cached) return cached;
  const entry = word ? lookup(word) : undefined;
  let result: Pronunciation;
  if (entry) {
    const phonemes = entry.split(' ');
    let stress = phonemes
      .filter(isVowel)
      .map((phoneme) => phoneme.slice(-1))
      .join('');
    if (stress.length === 1) stress = UNSTRESSED.has(word) ? '0' : '1';
    result = { word, phonemes, syllables: stress.length, stress, known: true };
  } else {
    const syllables = word ? syllablesIn(word) : 0;
    // Unknown words: English stresses the first syllable of most words it borrows or coins.
    const stress = syllables === 0 ? '' : `1${'0'.repeat(syllables - 1)}`;
    result = { word, phonemes: guessPhonemes(word), syllables, stress, known: false };
  }
  if (cache.size > 20_000) cache.clear();
  cache.set(word, result);
  return result;
}

// For words missing from the dictionary, a rough ending from the spelling, enough to compare
// rhymes ("-ight", "-ay"...); flagged as unknown so it never counts as a perfect rhyme alone.
function guessPhonemes(word: string): string[] {
  const match = /([aeiouy]+)([^aeiouy]*)$/.exec(word);
  if (!match) return word ? [word.toUpperCase()] : [];
  return [`${match[1].toUpperCase()}1`, ...match[2].toUpperCase().split('').filter(Boolean)];
}

/**
 * The sound a rhyme is made of: from the last stressed vowel to the end, without stress marks
 * ("heart" → AA R T, "ocean" → OW SH AH N).
 */
export function rhymeTail(phonemes: readonly string[]): string[] {
  let start = -1;
  for (let index = phonemes.length - 1; index >= 0; index -= 1) {
    if (isVowel(phonemes[index]) && phonemes[index].endsWith('0') === false) {
      start = index;
      break;
    }
  }
  if (start < 0) start = phonemes.findLastIndex(isVowel);
  if (start < 0) return [...phonemes];
  return phonemes.slice(start).map((phoneme) => phoneme.replace(/[012]$/, ''));
}

export const tailVowel = (tail: readonly string[]) => tail[0] ?? '';
export const tailCoda = (tail: readonly string[]) => tail.slice(1);
