import { HEDGES_MILD, HEDGES_STRONG } from '../lexicon/hedges.js';
import { PLAIN_WORDS } from '../lexicon/plain-words.js';
import {
  ACKNOWLEDGEMENT,
  BENEFIT,
  CALL_TO_ACTION,
  EVIDENCE,
  FEELING,
  FIRM,
  FORMAL,
  HOOK,
  INTENSIFIER,
  PRESSURE_MILD,
  PRESSURE_STRONG,
  REASSURANCE,
  SLANG,
  SOCIAL_PROOF,
  SOFTENER,
  STRUCTURE,
  VISION,
  WARMTH,
} from '../lexicon/tone-markers.js';
import { MARKER_CATEGORIES, type MarkerCategory } from './marks.js';

export interface PhraseEntry {
  category: MarkerCategory;
  phrase: string;
  /** The phrase split into words; the first word is the index key. */
  words: string[];
  weight: number;
  /** "category:word" for one-word phrases, "category:" otherwise: the context rule's key. */
  contextKey: string;
  /** The category's index in MARKER_CATEGORIES. */
  slot: number;
}

type Source = readonly [MarkerCategory, readonly string[], number];

const SOURCES: readonly Source[] = [
  ['firm', FIRM, 1],
  ['formal', FORMAL, 1],
  ['slang', SLANG, 1],
  ['warmth', WARMTH, 1],
  ['acknowledgement', ACKNOWLEDGEMENT, 1],
  ['feeling', FEELING, 1],
  ['softener', SOFTENER, 1],
  ['benefit', BENEFIT, 1],
  ['callToAction', CALL_TO_ACTION, 1],
  ['socialProof', SOCIAL_PROOF, 1],
  ['vision', VISION, 1],
  ['pressure', PRESSURE_STRONG, 1],
  ['pressure', PRESSURE_MILD, 0.5],
  ['reassurance', REASSURANCE, 1],
  ['structure', STRUCTURE, 1],
  ['evidence', EVIDENCE, 1],
  ['intensifier', INTENSIFIER, 1],
  ['hook', HOOK, 1],
  ['hedge', HEDGES_STRONG, 1],
  ['hedge', HEDGES_MILD, 0.5],
  ['wordy', PLAIN_WORDS.map(([wordy]) => wordy), 1],
];

function buildIndex(): Map<string, PhraseEntry[]> {
  const byKey = new Map<string, PhraseEntry>();
  const add = (category: MarkerCategory, phrase: string, weight: number): void => {
    const key = `${category}:${phrase}`;
    const existing = byKey.get(key);
    if (existing && existing.weight >= weight) return;
    const words = phrase.split(' ');
    const contextKey = `${category}:${words.length === 1 ? phrase : ''}`;
    const slot = Math.max(0, MARKER_CATEGORIES.indexOf(category));
    byKey.set(key, { category, phrase, words, weight, contextKey, slot });
  };
  for (const [category, phrases, weight] of SOURCES) {
    for (const phrase of phrases) add(category, phrase, weight);
  }

  const index = new Map<string, PhraseEntry[]>();
  for (const entry of byKey.values()) {
    const list = index.get(entry.words[0]) ?? [];
    list.push(entry);
    index.set(entry.words[0], list);
  }
  // Longest phrases first, so "thank you for your patience" wins over "thank you" in its category.
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

export const PHRASE_INDEX: ReadonlyMap<string, readonly PhraseEntry[]> = buildIndex();

const PLAIN_BY_WORDY = new Map(PLAIN_WORDS.map(([wordy, plain]) => [wordy, plain]));

export function plainWordFor(wordy: string): string | undefined {
  return PLAIN_BY_WORDY.get(wordy);
}
