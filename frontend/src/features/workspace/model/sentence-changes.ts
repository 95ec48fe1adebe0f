import { diffArrays } from 'diff';

/** A stretch the rewrite kept, or one changed sentence (or run of sentences) the user can reject. */
export type SentenceHunk =
  | { kind: 'same'; text: string; before: string }
  | { kind: 'change'; id: number; before: string; after: string };

/** Sentence-sized pieces whose concatenation is exactly `text` (spaces and line breaks kept). */
const piecesOf = (text: string) => text.split(/(?<=[.!?]["'”’)]?\s+|\n)/).filter(Boolean);

const trailingSpace = (text: string) => /\s*$/.exec(text)?.[0] ?? '';
const withTrailingSpace = (text: string, space: string) => text.replace(/\s*$/, space);

/** The rewrite as kept stretches and numbered changes, in reading order. */
export function sentenceHunks(before: string, after: string): SentenceHunk[] {
  const oldPieces = piecesOf(before);
  const hunks: SentenceHunk[] = [];
  const removed: string[] = [];
  const added: string[] = [];
  let changes = 0;
  let oldAt = 0;
  // A run of changed sentences is paired sentence by sentence, so each can be chosen on its own.
  const flush = () => {
    for (let index = 0; index < Math.max(removed.length, added.length); index++) {
      const [before, after] = [removed[index] ?? '', added[index] ?? ''];
      hunks.push({ kind: 'change', id: changes++, before, after });
    }
    removed.length = 0;
    added.length = 0;
  };
  const parts = diffArrays(oldPieces, piecesOf(after), {
    comparator: (left, right) => left.trim() === right.trim(),
  });
  for (const part of parts) {
    if (!part.added && !part.removed) {
      flush();
      const count = part.value.length;
      const text = part.value.join('');
      hunks.push({ kind: 'same', text, before: oldPieces.slice(oldAt, oldAt + count).join('') });
      oldAt += count;
      continue;
    }
    if (part.added) added.push(...part.value);
    else {
      removed.push(...part.value);
      oldAt += part.value.length;
    }
  }
  flush();
  return hunks;
}

/**
 * The text the user chose: every change taken except the rejected ones. Kept sentences carry
 * the rewrite's spacing, so a rejected insertion hands its spacing back to the sentence before
 * it, and a restored sentence takes the original spacing of the sentence before it.
 */
export function composeOutput(hunks: readonly SentenceHunk[], rejected: ReadonlySet<number>) {
  let text = '';
  hunks.forEach((hunk, index) => {
    if (hunk.kind === 'same') text += hunk.text;
    else if (!rejected.has(hunk.id)) text += hunk.after;
    else if (hunk.before === '') text = withTrailingSpace(text, trailingSpace(hunk.after));
    else {
      const previous = hunks[index - 1];
      if (previous?.kind === 'same' && hunk.after === '')
        text = withTrailingSpace(text, trailingSpace(previous.before));
      text += hunk.before;
    }
  });
  return text;
}
