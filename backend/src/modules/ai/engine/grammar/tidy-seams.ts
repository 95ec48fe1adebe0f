import { diffArrays } from 'diff';

// Words (masked spans are private-use letters to this pattern), runs of space, single marks.
const TOKEN = /\s+|[\p{L}\p{N}\p{Co}'’_-]+|[^\s\p{L}\p{N}\p{Co}]/gu;
const tokensOf = (text: string) => text.match(TOKEN) ?? [];

// A tidy fix counts as the edit's own when it lies this many tokens (a word and its space) from
// a token the edit wrote: "a" before a swapped-in "important", the capital after a dropped "Just".
const REACH = 2;

/** For each token of `edited`, whether the edit wrote it or stands right beside what it removed. */
function editedTokens(source: string[], edited: string[]): boolean[] {
  const marks = new Array<boolean>(edited.length).fill(false);
  let at = 0;
  for (const change of diffArrays(source, edited)) {
    if (change.added) {
      for (let index = at; index < at + change.value.length; index++) marks[index] = true;
      at += change.value.length;
    } else if (change.removed) {
      if (at > 0) marks[at - 1] = true;
      if (at < marks.length) marks[at] = true;
    } else at += change.value.length;
  }
  return marks;
}

/**
 * The grammar pass's fixes that belong to the engine's own edit, and none of the author's text:
 * "as a .pdf file", "Yahoo!, or", "a “LIFT”" and "dot dot dot" are the writer's, and a tidy-up
 * that reaches them is a change nobody asked for (and the most frequent damage on texts nobody
 * here wrote). `source` is the author's sentence, `edited` the rules' result, `tidied` the full
 * pass over it; what comes back is `edited` with only the fixes near what the rules changed.
 */
export function keepTidyAtSeams(source: string, edited: string, tidied: string): string {
  if (tidied === edited) return edited;
  const before = tokensOf(edited);
  const marks = editedTokens(tokensOf(source), before);
  const near = (from: number, to: number) => {
    for (let index = Math.max(0, from - REACH); index < Math.min(marks.length, to + REACH); index++)
      if (marks[index]) return true;
    return false;
  };
  const out: string[] = [];
  let at = 0;
  const changes = diffArrays(before, tokensOf(tidied));
  for (let index = 0; index < changes.length; index++) {
    const change = changes[index]!;
    if (!change.added && !change.removed) {
      out.push(...change.value);
      at += change.value.length;
      continue;
    }
    // A replacement is a removal followed by an addition (or the other way round): one fix.
    const next = changes[index + 1];
    const paired = next && (next.added || next.removed) && next.added !== change.added;
    const removed = change.removed ? change.value : paired ? next.value : [];
    const added = change.added ? change.value : paired ? next.value : [];
    if (paired) index++;
    out.push(...(near(at, at + removed.length) ? added : removed));
    at += removed.length;
  }
  return out.join('').trim();
}
