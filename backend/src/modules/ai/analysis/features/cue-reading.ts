import type { SentenceFeatures } from './sentence-features.js';
import type { WordInfo } from './word-info.js';

/** One sentence being read for its cues: its words, and its part-of-speech tags on demand. */
export interface SentenceReading {
  words: readonly WordInfo[];
  sentence: SentenceFeatures;
  tags: () => (readonly string[])[];
}

export function tagsAt(reading: SentenceReading, index: number): readonly string[] {
  return reading.tags()[index - reading.sentence.firstWord] ?? [];
}

export function lowerAt(reading: SentenceReading, index: number): string {
  const { sentence, words } = reading;
  return index >= sentence.firstWord && index < sentence.endWord ? words[index].lower : '';
}
