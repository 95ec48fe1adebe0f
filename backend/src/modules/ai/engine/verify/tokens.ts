/** Words, masked spans and punctuation of a sentence, in order (spaces dropped). */
export const tokensOf = (text: string): string[] =>
  text.match(/\uE000\d+\uE001|\d[\d,.]*\d|[\p{L}\p{N}][\p{L}\p{N}'’_-]*|[^\s\p{L}\p{N}]/gu) ?? [];

export const isWord = (token: string) => /^[\p{L}\p{N}]/u.test(token);

export type Edit =
  | { kind: 'same'; before: number; after: number }
  | { kind: 'swap'; before: number[]; after: number[] };

/**
 * Word alignment of two token lists (longest common subsequence, case-insensitive): runs of
 * equal tokens and the replaced stretches between them.
 */
export function alignTokens(before: string[], after: string[]): Edit[] {
  const a = before.map((token) => token.toLowerCase());
  const b = after.map((token) => token.toLowerCase());
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] === b[j]
          ? table[(i + 1) * cols + j + 1] + 1
          : Math.max(table[(i + 1) * cols + j], table[i * cols + j + 1]);
    }
  }
  const edits: Edit[] = [];
  let swap: { before: number[]; after: number[] } | undefined;
  const flush = () => {
    if (swap && (swap.before.length > 0 || swap.after.length > 0))
      edits.push({ kind: 'swap', ...swap });
    swap = undefined;
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      edits.push({ kind: 'same', before: i++, after: j++ });
    } else {
      swap ??= { before: [], after: [] };
      if (j >= b.length || (i < a.length && table[(i + 1) * cols + j] >= table[i * cols + j + 1]))
        swap.before.push(i++);
      else swap.after.push(j++);
    }
  }
  flush();
  return edits;
}
