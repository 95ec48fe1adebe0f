import type { GuardrailInfo } from '../../ai.types.js';
import { FUNCTION_WORDS } from '../lexicon/function-words.js';
import { MARK } from '../features/marks.js';
import type { ParsedText } from '../features/parse-text.js';
import type { WordInfo } from '../features/word-info.js';
import { clamp01 } from '../math.js';
import { stem } from '../text/stem.js';

const FUNCTION_WORD_SET = new Set(FUNCTION_WORDS);
// Style words are what a tone rewrite is supposed to change, so losing them is not lost meaning.
const STYLE_MARKS =
  MARK.hedge | MARK.intensifier | MARK.slang | MARK.softener | MARK.warmth | MARK.pressure;
const SPECIFIC_WEIGHT = 3;
const NAME_WEIGHT = 2.5;
/** Share of weighted content an ordinary rewrite keeps; at or above it the overlap counts as full. */
const FULL_OVERLAP = 0.8;

function specificKey(word: WordInfo): string {
  return word.kind === 'number' ? word.lower.replace(/,/g, '') : word.lower;
}

interface ContentWord {
  key: string;
  weight: number;
  specific: boolean;
}

function contentWord(word: WordInfo): ContentWord | null {
  if (word.kind !== 'word')
    return { key: specificKey(word), weight: SPECIFIC_WEIGHT, specific: true };
  if (word.marks & MARK.name) return { key: word.lower, weight: NAME_WEIGHT, specific: true };
  if (word.lower.length < 2 || FUNCTION_WORD_SET.has(word.lower) || word.marks & STYLE_MARKS) {
    return null;
  }
  return { key: stem(word.lower), weight: 1, specific: false };
}

function contentOf(parsed: ParsedText): Map<string, ContentWord> {
  const content = new Map<string, ContentWord>();
  for (const word of parsed.words) {
    const found = contentWord(word);
    if (!found) continue;
    const existing = content.get(found.key);
    if (!existing || existing.weight < found.weight) content.set(found.key, found);
  }
  return content;
}

function keysOf(parsed: ParsedText): Set<string> {
  const keys = new Set<string>();
  for (const word of parsed.words) {
    if (word.kind !== 'word') keys.add(specificKey(word));
    else {
      keys.add(word.lower);
      keys.add(stem(word.lower));
    }
  }
  return keys;
}

function recall(
  content: Iterable<ContentWord>,
  kept: Set<string>,
  onlySpecific: boolean,
): number | null {
  let total = 0;
  let found = 0;
  for (const item of content) {
    if (onlySpecific && !item.specific) continue;
    total += item.weight;
    if (kept.has(item.key)) found += item.weight;
  }
  return total > 0 ? found / total : null;
}

/**
 * 0–1: how much of the original's content survives in the text. Weighted overlap of content-word
 * stems (numbers, URLs, e-mails, mentions and hashtags weigh 3, names 2.5), the share of those
 * specifics kept, and, when a guardrail report is given, its kept ratio.
 */
export function meaningKept(
  original: ParsedText | undefined,
  text: ParsedText,
  guardrail?: GuardrailInfo,
): number {
  if (!original) return 1;
  const content = contentOf(original);
  const kept = keysOf(text);
  const overlapRecall = recall(content.values(), kept, false);
  if (overlapRecall === null) return text.words.length > 0 || original.words.length === 0 ? 1 : 0;
  const overlap = clamp01(overlapRecall / FULL_OVERLAP);
  const specifics = recall(content.values(), kept, true);
  const protectedCount = guardrail?.protected.length ?? 0;
  const guardKept =
    guardrail && protectedCount > 0
      ? clamp01((protectedCount - guardrail.missing.length) / protectedCount)
      : null;
  const parts: [number, number][] = [[overlap, 0.5]];
  if (specifics !== null) parts.push([specifics, 0.3]);
  if (guardKept !== null) parts.push([guardKept, 0.4]);
  const weightSum = parts.reduce((sum, [, weight]) => sum + weight, 0);
  return clamp01(parts.reduce((sum, [value, weight]) => sum + value * weight, 0) / weightSum);
}
