import type { ChangeLevel } from '../../ai.types.js';
import { alignTokens, isWord, tokensOf } from '../verify/tokens.js';

/** Below this share of words changed a reader sees "a few words", not a rewrite. */
const MINOR_SHARE = 0.12;

/** Share of the longer text's words that are not kept in order (0 identical, 1 all new). */
export function changedWordShare(input: string, output: string): number {
  const before = tokensOf(input).filter(isWord);
  const after = tokensOf(output).filter(isWord);
  const longest = Math.max(before.length, after.length);
  if (longest === 0) return 0;
  const kept = alignTokens(before, after).filter((edit) => edit.kind === 'same').length;
  return 1 - kept / longest;
}

export function changeLevelOf(input: string, output: string): ChangeLevel {
  if (input.replace(/\s+/g, ' ').trim() === output.replace(/\s+/g, ' ').trim()) return 'unchanged';
  return changedWordShare(input, output) < MINOR_SHARE ? 'minor' : 'rewritten';
}
