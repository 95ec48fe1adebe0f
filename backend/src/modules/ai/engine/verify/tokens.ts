import { MASK, maskPattern } from '../../guardrails/mask-token.js';
/** Words, masked spans and punctuation of a sentence, in order (spaces dropped). */
export const tokensOf = (text: string): string[] =>
  text.match(
    maskPattern('gu')`${MASK}|\d[\d,.]*\d|[\p{L}\p{N}][\p{L}\p{N}'’_-]*|[^\s\p{L}\p{N}]`,
  ) ?? [];

export const isWord = (token: string) => /^[\p{L}\p{N}]/u.test(token);

export type Edit =
  | { kind: 'same'; before: number; after: number }
  | { kind: 'swap'; before: number[]; after: number[] };

/**
 * Tokens per side of one alignment table (at most 500 × 500 cells). A longest common subsequence
 * costs the product of the two lengths, so a longer middle (a 5,000-word sentence, a whole long
 * text) is cut into pieces of about this length, each aligned on its own: the work grows with
 * the length, not its square.
 */
export const ALIGN_PIECE = 500;

/** Table cells filled by alignments so far: the unit tests count work with it, not time. */
export const alignWork = { cells: 0 };

/**
 * Word alignment of two token lists (longest common subsequence, case-insensitive): runs of
 * equal tokens and the replaced stretches between them. The shared start and end are matched
 * directly; a long middle is cut at proportional points into pieces aligned on their own (a match
 * across a cut can be missed, which only makes a long rewrite look a little more changed).
 */
export function alignTokens(before: string[], after: string[]): Edit[] {
  const a = before.map((token) => token.toLowerCase());
  const b = after.map((token) => token.toLowerCase());
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const edits: Edit[] = [];
  for (let index = 0; index < head; index++)
    edits.push({ kind: 'same', before: index, after: index });
  const aEnd = a.length - tail;
  const bEnd = b.length - tail;
  const aMiddle = aEnd - head;
  const bMiddle = bEnd - head;
  const pieces =
    aMiddle * bMiddle <= ALIGN_PIECE * ALIGN_PIECE
      ? 1
      : Math.ceil(Math.max(aMiddle, bMiddle) / ALIGN_PIECE);
  for (let piece = 0; piece < pieces; piece++) {
    const aFrom = head + Math.floor((aMiddle * piece) / pieces);
    const aTo = head + Math.floor((aMiddle * (piece + 1)) / pieces);
    const bFrom = head + Math.floor((bMiddle * piece) / pieces);
    const bTo = head + Math.floor((bMiddle * (piece + 1)) / pieces);
    alignRange(a, b, [aFrom, aTo], [bFrom, bTo], edits);
  }
  for (let index = 0; index < tail; index++)
    edits.push({ kind: 'same', before: aEnd + index, after: bEnd + index });
  return mergeSwaps(edits);
}

/** One longest-common-subsequence table over a[aFrom..aTo) and b[bFrom..bTo). */
function alignRange(
  a: string[],
  b: string[],
  [aFrom, aTo]: [number, number],
  [bFrom, bTo]: [number, number],
  edits: Edit[],
): void {
  const rows = aTo - aFrom + 1;
  const cols = bTo - bFrom + 1;
  alignWork.cells += rows * cols;
  const table = new Uint32Array(rows * cols);
  for (let i = rows - 2; i >= 0; i--) {
    for (let j = cols - 2; j >= 0; j--) {
      const down = table[(i + 1) * cols + j];
      const right = table[i * cols + j + 1];
      // Not Math.max: in a vm context (jest) each call reaches Math through the context's
      // interceptors, which made this loop ten times slower there.
      table[i * cols + j] =
        a[aFrom + i] === b[bFrom + j]
          ? table[(i + 1) * cols + j + 1] + 1
          : down >= right
            ? down
            : right;
    }
  }
  let swap: { before: number[]; after: number[] } | undefined;
  const flush = () => {
    if (swap && (swap.before.length > 0 || swap.after.length > 0))
      edits.push({ kind: 'swap', ...swap });
    swap = undefined;
  };
  let i = 0;
  let j = 0;
  while (i < rows - 1 || j < cols - 1) {
    if (i < rows - 1 && j < cols - 1 && a[aFrom + i] === b[bFrom + j]) {
      flush();
      edits.push({ kind: 'same', before: aFrom + i++, after: bFrom + j++ });
    } else {
      swap ??= { before: [], after: [] };
      if (j >= cols - 1 || (i < rows - 1 && table[(i + 1) * cols + j] >= table[i * cols + j + 1]))
        swap.before.push(aFrom + i++);
      else swap.after.push(bFrom + j++);
    }
  }
  flush();
}

/** Adjacent swaps (from neighbouring pieces) read as one replaced stretch. */
function mergeSwaps(edits: Edit[]): Edit[] {
  const merged: Edit[] = [];
  for (const edit of edits) {
    const last = merged.at(-1);
    if (edit.kind === 'swap' && last?.kind === 'swap') {
      last.before.push(...edit.before);
      last.after.push(...edit.after);
    } else merged.push(edit);
  }
  return merged;
}
