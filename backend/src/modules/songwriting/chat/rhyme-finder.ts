import { lexiconTags } from '../../ai/ai.text.js';
import { pronounce, rhymeTail } from '../analysis/phonetics.js';
import { rhymeBetween } from '../analysis/rhyme.js';
import { cmuDictionary, spokenWordsByFrequency } from '../analysis/word-data.js';

// Rhyme candidates are the words people actually say (the SUBTLEX spoken-English frequency list,
// most frequent first), in the CMU dictionary, and not names or places.
const CANDIDATE_WORDS = 30_000;
const NAME_TAGS = /Name|Place|City|Country|Region|Organization|Person|ProperNoun/;

let index: Map<string, string[]> | undefined;

/** Common words grouped by their stressed vowel, most frequent first; built once on first use. */
function byVowel(): Map<string, string[]> {
  if (index) return index;
  index = new Map();
  const dictionary = cmuDictionary();
  for (const { word } of spokenWordsByFrequency().slice(0, CANDIDATE_WORDS)) {
    if (!/^[a-z]{2,}$/.test(word) || !dictionary[word]) continue;
    if (NAME_TAGS.test(lexiconTags(word).join(','))) continue;
    const vowel = rhymeTail(pronounce(word).phonemes)[0] ?? '';
    index.set(vowel, [...(index.get(vowel) ?? []), word]);
  }
  return index;
}

/** Perfect and slant rhymes for a word from the dictionary, the most common words first. */
export function findRhymes(
  word: string,
  limit = 20,
): { word: string; syllables: number; perfect: string[]; slant: string[] } {
  const sound = pronounce(word);
  const tail = rhymeTail(sound.phonemes);
  const perfect: string[] = [];
  const close: string[] = [];
  const loose: string[] = [];
  for (const candidate of byVowel().get(tail[0] ?? '') ?? []) {
    if (
      candidate === sound.word ||
      candidate.endsWith(sound.word) ||
      sound.word.endsWith(candidate)
    )
      continue;
    const kind = rhymeBetween(sound.word, candidate);
    if (kind === 'perfect') perfect.push(candidate);
    // Slant rhymes whose ending has as many sounds as the word's come first (heart: hard before hot).
    else if (kind === 'slant')
      (rhymeTail(pronounce(candidate).phonemes).length === tail.length ? close : loose).push(
        candidate,
      );
  }
  return {
    word: sound.word,
    syllables: sound.syllables,
    perfect: perfect.slice(0, limit),
    slant: [...close, ...loose].slice(0, limit),
  };
}
