import { NEGATORS, VALENCE } from '../../ai/ai.text.js';
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
  /** Cues that someone or something is gone ("you left", "not here", "anymore", "your side"). */
  loss: number;
}

/**
 * Absence and loss read in context: a leaving in the past tense, negated presence, words of
 * absence. "The house is quiet now" is peaceful alone and melancholic after "you left".
 */
const LOSS_CUES = [
  /\b(?:you|she|he|they)(?:['’]ve| have| had)? (?:left|went|walked|packed|moved on|drove|said goodbye|gone|let go|took)\b/,
  /\bwithout (?:you|her|him|them)\b/,
  /\b(?:you['’]re|you are|she['’]s|he['’]s|you|she|he) (?:not|never|no longer) (?:here|home|coming|around|mine|there)\b/,
  /\b(?:not here|no longer|anymore|no more|used to|never came back|since you|where you|your side|your (?:coat|cup|chair|things|shirt|side of))\b/,
  /\b(?:gone|left behind|empty|missing|miss you|without|goodbye|leave|leaving|left)\b/,
];
const lossIn = (words: readonly string[]) => {
  const line = words.join(' ');
  return LOSS_CUES.filter((pattern) => pattern.test(line)).length;
};

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

/** A line as compared with another: lower case, letters, digits and apostrophes, single spaces. */
export const normalizeLine = (line: string) =>
  line
    .toLowerCase()
    .replace(/[^a-z0-9' ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The words of a line as sung ("Don't" stays one word; dashes split). */
export const wordsOf = (line: string) =>
  line
    .split(/[\s—–-]+/)
    .map(normalizeWord)
    .filter((word) => /[a-z]/.test(word));

function emotionsOf(words: readonly string[]) {
  const emotions: Partial<Record<TargetEmotion, number>> = {};
  let valence = 0;
  const loss = lossIn(words);
  words.forEach((word, index) => {
    // "no peace", "not calm", "can't breathe": a negated feeling is not that feeling.
    const negated =
      (index > 0 && NEGATORS.has(words[index - 1])) ||
      (index > 1 &&
        NEGATORS.has(words[index - 2]) &&
        /^(?:a|my|the|any|your)$/.test(words[index - 1]));
    const base = word.replace(/(ing|ed|s)$/, '');
    const tags = EMOTION_INDEX.get(word) ?? EMOTION_INDEX.get(base) ?? [];
    for (const tag of tags) {
      // Beside a loss, stillness is the quiet someone left ("the house is quiet now").
      const read: TargetEmotion = loss > 0 && tag === 'peaceful' ? 'melancholic' : tag;
      if (!negated) emotions[read] = (emotions[read] ?? 0) + 1;
      valence += ((negated ? -1 : 1) * EMOTION_VALENCE[read]) / tags.length;
    }
    const lexicon = VALENCE.get(word);
    if (lexicon !== undefined && tags.length === 0) valence += (negated ? -1 : 1) * lexicon * 0.7;
  });
  if (loss > 0) {
    emotions.melancholic = (emotions.melancholic ?? 0) + loss;
    valence += loss * EMOTION_VALENCE.melancholic;
  }
  return { emotions, valence: Math.tanh(valence / 2.5), loss };
}

export function measureLine(text: string): LineMeasure {
  const words = wordsOf(text);
  const sounds = words.map((word) => pronounce(word));
  const endWord = words[words.length - 1] ?? '';
  const { emotions, valence, loss } = emotionsOf(words);
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
    loss,
  };
}
