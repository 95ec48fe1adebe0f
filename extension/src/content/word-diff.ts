import { diffWords } from 'diff';

export type DiffKind = 'same' | 'added' | 'removed';

/** What changed between the original and the rewrite, word by word, in reading order. */
export function wordDiff(before: string, after: string): { kind: DiffKind; text: string }[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
