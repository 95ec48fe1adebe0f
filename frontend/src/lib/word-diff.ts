import { diffWords } from 'diff';

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffToken {
  kind: DiffKind;
  text: string;
}

export interface DiffStats {
  added: number;
  removed: number;
  kept: number;
}

/** What changed between the original and the result, word by word, in reading order. */
export function wordDiff(before: string, after: string): DiffToken[] {
  const tokens: DiffToken[] = [];
  for (const change of diffWords(before, after)) {
    const kind: DiffKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = tokens.at(-1);
    if (last && last.kind === kind) last.text += change.value;
    else tokens.push({ kind, text: change.value });
  }
  return tokens;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Words added, removed and kept, for the summary above the diff. */
export function diffStats(tokens: DiffToken[]): DiffStats {
  const stats: DiffStats = { added: 0, removed: 0, kept: 0 };
  for (const token of tokens) {
    const words = countWords(token.text);
    if (token.kind === 'added') stats.added += words;
    else if (token.kind === 'removed') stats.removed += words;
    else stats.kept += words;
  }
  return stats;
}

/** "1 word added, 3 removed, 87 kept": the line above a diff. */
export const describeDiffStats = ({ added, removed, kept }: DiffStats): string =>
  `${added} ${added === 1 ? 'word' : 'words'} added, ${removed} removed, ${kept} kept`;
