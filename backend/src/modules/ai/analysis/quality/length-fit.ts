import { USE_CASE_WORD_RANGES, type RewriteRequest } from '../../ai.types.js';

const TARGET_TOLERANCE = 0.15;
const ORIGINAL_TOLERANCE = 0.25;
/** A sentence more or less is not a length problem, however short the original. */
const ORIGINAL_SLACK_WORDS = 15;

function outsideRange(words: number, [min, max]: readonly [number, number]): number {
  if (words < min) return (min - words) / min;
  if (words > max) return (words - max) / max;
  return 0;
}

/**
 * 0–1: 1 within ±15% of target_word_count; otherwise within the use case's recommended range;
 * otherwise within ±25% of the original's length (or a sentence of about 15 words); with none of these, the general range.
 * Falls off smoothly outside.
 */
export function lengthFit(words: number, request: RewriteRequest, originalWords?: number): number {
  if (words <= 0) return 0;
  const target = request.target_word_count;
  if (typeof target === 'number' && Number.isFinite(target) && target > 0) {
    const off = Math.abs(words - target) / target;
    return off <= TARGET_TOLERANCE ? 1 : Math.exp(-(off - TARGET_TOLERANCE) / 0.25);
  }
  const range = request.use_case ? USE_CASE_WORD_RANGES[request.use_case] : undefined;
  if (range) return Math.exp(-outsideRange(words, range) / 0.3);
  if (originalWords !== undefined && originalWords > 0) {
    const allowed = Math.max(ORIGINAL_TOLERANCE, ORIGINAL_SLACK_WORDS / originalWords);
    const off = Math.abs(words - originalWords) / originalWords;
    return off <= allowed ? 1 : Math.exp(-(off - allowed) / 0.35);
  }
  return Math.exp(-outsideRange(words, USE_CASE_WORD_RANGES.general) / 0.3);
}
