import nlp from 'compromise';
import { dictionary } from 'cmu-pronouncing-dictionary';
import { pronounce, rhymeTail } from '../analysis/phonetics.js';
import { rhymeBetween } from '../analysis/rhyme.js';

// Everyday words only: the CMU dictionary also lists names and rare spellings, so candidates
// must also be in compromise's lexicon of common English (and not tagged as a name or place).
const COMMON_TAGS =
  /Adjective|Singular|Plural|Infinitive|PresentTense|PastTense|Gerund|Uncountable|Adverb|Comparative/;
const NAME_TAGS = /Name|Place|City|Country|Region|Organization|Person|ProperNoun/;

let index: Map<string, string[]> | undefined;

/** Common words grouped by their stressed vowel, built once on first use. */
function byVowel(): Map<string, string[]> {
  if (index) return index;
  index = new Map();
  const lexicon = (
    nlp as unknown as { model(): { one: { lexicon: Record<string, string | string[]> } } }
  ).model().one.lexicon;
  for (const [word, tags] of Object.entries(lexicon)) {
    const tag = ([] as string[]).concat(tags).join(',');
    if (
      !/^[a-z]+$/.test(word) ||
      !COMMON_TAGS.test(tag) ||
      NAME_TAGS.test(tag) ||
      !dictionary[word]
    )
      continue;
    const vowel = rhymeTail(pronounce(word).phonemes)[0] ?? '';
    index.set(vowel, [...(index.get(vowel) ?? []), word]);
  }
  return index;
}

/** Perfect and slant rhymes for a word from the dictionary, shortest first. */
export function findRhymes(
  word: string,
  limit = 20,
): { word: string; syllables: number; perfect: string[]; slant: string[] } {
  const sound = pronounce(word);
  const vowel = rhymeTail(sound.phonemes)[0] ?? '';
  const perfect: string[] = [];
  const slant: string[] = [];
  for (const candidate of byVowel().get(vowel) ?? []) {
    if (
      candidate === sound.word ||
      candidate.endsWith(sound.word) ||
      sound.word.endsWith(candidate)
    )
      continue;
    const kind = rhymeBetween(sound.word, candidate);
    if (kind === 'perfect') perfect.push(candidate);
    else if (kind === 'slant') slant.push(candidate);
  }
  const byLength = (a: string, b: string) => a.length - b.length || a.localeCompare(b);
  // Slant rhymes whose ending has as many sounds as the word's come first (heart: hard before hot).
  const tailLength = rhymeTail(sound.phonemes).length;
  const closeness = (candidate: string) =>
    rhymeTail(pronounce(candidate).phonemes).length === tailLength ? 0 : 1;
  return {
    word: sound.word,
    syllables: sound.syllables,
    perfect: perfect.sort(byLength).slice(0, limit),
    slant: slant.sort((a, b) => closeness(a) - closeness(b) || byLength(a, b)).slice(0, limit),
  };
}
