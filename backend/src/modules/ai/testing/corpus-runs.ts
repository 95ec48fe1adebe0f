import type { EmotionTone, RewriteRequest } from '../ai.types.js';
import { type BuiltinRewrite, rewriteWithBuiltinEngine } from '../engine/builtin-engine.js';
import { CORPUS, type CorpusText } from './corpus.js';

const cache = new Map<string, BuiltinRewrite>();

/** The built-in rewrite of a corpus text, computed once per test file. */
export function rewriteOf(
  entry: CorpusText,
  tone: EmotionTone,
  intensity: number,
  extra: Partial<RewriteRequest> = {},
): BuiltinRewrite {
  const key = `${entry.id}|${tone}|${intensity}|${JSON.stringify(extra)}`;
  let result = cache.get(key);
  if (!result) {
    result = rewriteWithBuiltinEngine({
      text: entry.text,
      emotion_tone: tone,
      intensity,
      ...extra,
    });
    cache.set(key, result);
  }
  return result;
}

/** Sum of a measure over the corpus, for the input texts or their rewrites. */
export function corpusTotal(
  measure: (text: string) => number,
  tone?: EmotionTone,
  intensity?: number,
): number {
  let total = 0;
  for (const entry of CORPUS) {
    total += measure(tone && intensity ? rewriteOf(entry, tone, intensity).plainText : entry.text);
  }
  return total;
}

export const corpusMean = (
  measure: (text: string) => number,
  tone?: EmotionTone,
  intensity?: number,
) => corpusTotal(measure, tone, intensity) / CORPUS.length;
