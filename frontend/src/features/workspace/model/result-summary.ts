import type { ChangeLevel } from '../api/enhance';
import type { WorkspaceResult } from './workspace-result';
import { diffStats, wordDiff } from '../../../lib/word-diff';
import { scoreChange } from '../../../lib/score-change';
import { engineWords, LIGHT_EDITS } from '../../../lib/engine-words';

export { scoreChange, type ScoreTrend } from '../../../lib/score-change';

export const BUILTIN_NOTICE = `${LIGHT_EDITS}.`;

const BUILTIN_MODEL = /^resonate-builtin/;

export const servedByBuiltin = (result: WorkspaceResult) =>
  result.engine === 'builtin' ||
  (result.engine === null && BUILTIN_MODEL.test(result.modelUsed ?? ''));

/** The engine in product words: never an internal id, a model's name or a timing. */
export function engineLabel(result: WorkspaceResult): string | null {
  if (!servedByBuiltin(result) && !result.modelUsed && !result.engine) return null;
  return engineWords(result.modelUsed, servedByBuiltin(result) ? 'builtin' : 'provider');
}

// Below this share of changed words a rewrite is "changed little".
const MINOR_SHARE = 0.1;

/** How much the rewrite changed: the server's word for it, else measured on the two texts. */
export function changeLevelOf(result: WorkspaceResult): ChangeLevel {
  if (result.changeLevel) return result.changeLevel;
  if (result.rewritten.trim() === result.input.trim()) return 'unchanged';
  const stats = diffStats(wordDiff(result.input, result.rewritten));
  const total = Math.max(stats.kept + stats.removed, 1);
  return Math.max(stats.added, stats.removed) / total < MINOR_SHARE ? 'minor' : 'rewritten';
}

const CHANGE_WORDS: Record<Exclude<ChangeLevel, 'rewritten'>, string> = {
  unchanged: 'This rewrite changed nothing: your text comes back as you wrote it.',
  minor: 'This rewrite changed little: only a few words are different.',
};

// An unchanged text shows the input's score and "no change" (shownScores): no sentence may speak of a drop.
const DROP_SENTENCE = /\s*It scores below your text\b[^]*?\.(?=\s|$)/g;
const withoutDrop = (note: string | null) => note?.replace(DROP_SENTENCE, '').trim() || null;

/**
 * "Changed nothing / changed little" in plain words; for a real rewrite, the server's note only
 * when the score fell (it says why), else null.
 */
export function changeNoteOf(result: WorkspaceResult): string | null {
  const level = changeLevelOf(result);
  if (level === 'unchanged') return withoutDrop(result.changeNote) ?? CHANGE_WORDS.unchanged;
  if (level !== 'rewritten') return result.changeNote ?? CHANGE_WORDS[level];
  const { qualityScore: after, inputQualityScore: before } = result;
  const fell = after !== null && before !== null && scoreChange(before, after).trend === 'down';
  return fell ? result.changeNote : null;
}

/**
 * The scores as shown. A text that came back word for word is the same text, so it shows the
 * input's score: no score may claim a gain the reader cannot see.
 */
export function shownScores(result: WorkspaceResult) {
  const same = result.rewritten.trim() === result.input.trim() && result.inputQualityScore !== null;
  return {
    before: result.inputQualityScore,
    after: same ? result.inputQualityScore : result.qualityScore,
    breakdown: same ? (result.inputBreakdown ?? result.breakdown) : result.breakdown,
    breakdownBefore: result.inputBreakdown,
  };
}
