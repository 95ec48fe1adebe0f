import type { AnalyzedLine } from '../api/types';

/** The analysed line at each line of the text as typed (labels and blank lines have none). */
export function linesBySource(
  lines: readonly AnalyzedLine[] | undefined,
): Map<number, AnalyzedLine> {
  return new Map((lines ?? []).map((line) => [line.source_line, line]));
}

/** Which lines of the enhanced lyric differ from the original, by position. */
export function changedLineIndexes(original: string, enhanced: string): Set<number> {
  const before = original.split(/\r?\n/);
  const after = enhanced.split(/\r?\n/);
  const changed = new Set<number>();
  after.forEach((line, index) => {
    if (line !== before[index]) changed.add(index);
  });
  return changed;
}
