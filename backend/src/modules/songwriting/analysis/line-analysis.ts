import { NEGATORS, VALENCE } from '../../ai/analysis/lexicon/sentiment.js';
import { TARGET_EMOTIONS, type TargetEmotion } from '../options.js';
import { EMOTION_WORDS } from './emotion-lexicon.js';
import { normalizeWord, pronounce } from './phonetics.js';
import { endSound, internalRhymes } from './rhyme.js';

/** What one sung line measures: syllables and stress from the dictionary, end sound, feeling. */
export interface LineMeasure {
  words: string[];
  syllables: number;
  /** Per word, 1 stressed / 0 unstressed, words separated by spaces ("1 01 1"). */
  stress: string;
  end_word: string;
  end_sound: string;
  internal_rhymes: string[];
  /** Words the dictionary lacks, counted by spelling instead. */
  estimated_words: string[];
  /** Hits per target emotion. */
  emotions: Partial<Record<TargetEmotion, number>>;
  /** -1 dark … +1 bright. */
  valence: number;
}

const EMOTION_INDEX = new Map<string, TargetEmotion[]>();
for (const emotion of TARGET_EMOTIONS) {
  for (const word of EMOTION_WORDS[emotion])
    EMOTION_INDEX.set(word, [...(EMOTION_INDEX.get(word) ?? []), emotion]);
}
const EMOTION_VALENCE: Record<TargetEmotion, number> = {
  inspiring: 1.5,
  romantic: 1.5,
  energetic: 1,
  peaceful: 1,
  playful: 1.5,
  melancholic: -1.5,
  vulnerable: -1,
  rebellious: -0.5,
};

/** The words of a line as sung ("Don't" stays one word; dashes split). */
export const wordsOf = (line: string) =>
  line
    .split(/[\s—–-]+/)
    .map(normalizeWord)
    .filter((word) => /[a-z]/.test(word));

function emotionsOf(words: readonly string[]) {
  const emotions: Partial<Record<TargetEmotion, number>> = {};
  let valence = 0;
  words.forEach((word, index) => {
    const negated = index > 0 && NEGATORS.has(words[index - 1]);
    const base = word.replace(/(ing|ed|s)$/, '');
    const tags = EMOTION_INDEX.get(word) ?? EMOTION_INDEX.get(base) ?? [];
    for (const tag of tags) {
      emotions[tag] = (emotions[tag] ?? 0) + 1;
      valence += ((negated ? -1 : 1) * EMOTION_VALENCE[tag]) / tags.length;
    }
    const lexicon = VALENCE.get(word);
    if (lexicon !== undefined && tags.length === 0) valence += (negated ? -1 : 1) * lexicon * 0.7;
  });
  return { emotions, valence: Math.tanh(valence / 2.5) };
}

export function measureLine(text: string): LineMeasure {
  const words = wordsOf(text);
  const sounds = words.map((word) => pronounce(word));
  const endWord = words[words.length - 1] ?? '';
  const { emotions, valence } = emotionsOf(words);
  return {
    words,
    syllables: sounds.reduce((sum, sound) => sum + sound.syllables, 0),
    stress: sounds.map((sound) => sound.stress.replace(/2/g, '1')).join(' '),
    end_word: endWord,
    end_sound: endWord ? endSound(endWord) : '',
    internal_rhymes: internalRhymes(words).map(([a, b]) => `${a}/${b}`),
    estimated_words: sounds
      .filter((sound) => !sound.known && sound.word)
      .map((sound) => sound.word),
    emotions,
    valence: Math.round(valence * 100) / 100,
  };
}
