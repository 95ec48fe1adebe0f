import { composeOutput, sentenceHunks } from './sentence-changes';

const BEFORE =
  'Hi Dana,\n\nI think the dashboard might help. It costs $49.\n\nMaybe we could talk?';
const AFTER =
  'Hi Dana,\n\nThe dashboard helps. It costs $49. Try it today.\n\nCould we talk on Tuesday?';

describe('sentence changes', () => {
  const hunks = sentenceHunks(BEFORE, AFTER);
  const changes = hunks.filter((hunk) => hunk.kind === 'change');

  it('should number each changed sentence and keep the unchanged ones as they are', () => {
    expect(changes.map((change) => [change.before.trim(), change.after.trim()])).toEqual([
      ['I think the dashboard might help.', 'The dashboard helps.'],
      ['', 'Try it today.'],
      ['Maybe we could talk?', 'Could we talk on Tuesday?'],
    ]);
  });

  it('should give back the rewrite with every change taken and the original with none', () => {
    expect(composeOutput(hunks, new Set())).toBe(AFTER);
    const all = new Set(changes.map((change) => change.id));
    expect(composeOutput(hunks, all)).toBe(BEFORE);
  });

  it('should take the rewrite of some sentences and the original of the rejected ones', () => {
    const [first, , third] = changes;
    expect(composeOutput(hunks, new Set([first.id, third.id]))).toBe(
      'Hi Dana,\n\nI think the dashboard might help. It costs $49. Try it today.\n\nMaybe we could talk?',
    );
  });

  it('should restore a removed sentence with its own paragraph break', () => {
    const shorter = 'Hi Dana,\n\nThe dashboard helps.\n\nMaybe we could talk?';
    const original = 'Hi Dana,\n\nThe dashboard helps. It costs $49.\n\nMaybe we could talk?';
    const restore = sentenceHunks(original, shorter);
    const ids = restore.flatMap((hunk) => (hunk.kind === 'change' ? [hunk.id] : []));
    expect(composeOutput(restore, new Set(ids))).toBe(original);
  });

  it('should offer each of two neighbouring changed sentences on its own', () => {
    const pairs = sentenceHunks(
      'One is here. Two is there. Three.',
      'One was here. Two was there. Three.',
    );
    expect(pairs.filter((hunk) => hunk.kind === 'change')).toHaveLength(2);
    expect(composeOutput(pairs, new Set([1]))).toBe('One was here. Two is there. Three.');
  });

  it('should find no change in an unchanged text', () => {
    expect(sentenceHunks(BEFORE, BEFORE).every((hunk) => hunk.kind === 'same')).toBe(true);
  });
});
