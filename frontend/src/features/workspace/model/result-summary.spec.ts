import {
  changeNoteOf,
  engineLabel,
  scoreChange,
  servedByBuiltin,
  shownScores,
} from './result-summary';
import { harmNotesOf, type WorkspaceResult } from './workspace-result';

const result = (changes: Partial<WorkspaceResult> = {}): WorkspaceResult => ({
  input: 'We might ship the fix on Friday. It touches 3 services and the billing page.',
  rewritten: 'The fix ships on Friday. Expect changes in 3 services and on the billing page.',
  output: 'The fix ships on Friday. Expect changes in 3 services and on the billing page.',
  settings: {} as WorkspaceResult['settings'],
  qualityScore: 7.4,
  inputQualityScore: 6.9,
  breakdown: null,
  inputBreakdown: null,
  wordCount: 14,
  chargeNote: null,
  draftReplaced: false,
  versions: [],
  modelUsed: 'gpt-4o-mini',
  engine: null,
  changeLevel: null,
  changeNote: null,
  harmNotes: [],
  advice: [],
  source: { kind: 'enhance', id: 'h1' },
  ...changes,
});

describe('what the result says about itself', () => {
  it('should show a zero change as "no change" and a loss as a loss, never "+0.0"', () => {
    expect(scoreChange(7.21, 7.24)).toEqual({ trend: 'same', text: 'no change' });
    expect(scoreChange(7.2, 6.8)).toEqual({ trend: 'down', text: '−0.4' });
    expect(scoreChange(6.9, 7.4)).toEqual({ trend: 'up', text: '+0.5' });
  });

  it('should name the engine in words', () => {
    // Product words: never the model's name or the provider's error.
    expect(engineLabel(result())).toBe('Rewritten by the connected model');
    const builtin = result({ modelUsed: 'resonate-builtin-1' });
    expect(servedByBuiltin(builtin)).toBe(true);
    expect(engineLabel(builtin)).toBe('Light edits, made offline');
    expect(
      engineLabel(result({ modelUsed: 'resonate-builtin-1 (fallback: provider timed out)' })),
    ).toBe('Light edits, made offline (the connected model was unavailable)');
    expect(
      engineLabel(
        result({ modelUsed: 'resonate-builtin-1 (fallback: model answer failed the checks)' }),
      ),
    ).toBe('Light edits, made offline (the model’s answer did not pass our checks)');
    expect(servedByBuiltin(result({ engine: 'provider', modelUsed: 'resonate-builtin-x' }))).toBe(
      false,
    );
  });

  it('should say "changed nothing" and "changed little" in plain words, and prefer the server\'s note', () => {
    const same = result({ rewritten: result().input, output: result().input });
    expect(changeNoteOf(same)).toMatch(/changed nothing/);
    const little = result({
      rewritten: 'We might ship the fix on Friday. It touches 3 services and the billing page!',
    });
    expect(changeNoteOf(little)).toMatch(/changed little/);
    expect(changeNoteOf(result())).toBeNull();
    expect(
      changeNoteOf(result({ changeLevel: 'minor', changeNote: 'Only one hedge was removed.' })),
    ).toBe('Only one hedge was removed.');
  });

  it('should say why a rewrite scores below the text, and say nothing of one that scores higher', () => {
    const why = 'It scores below your text because it reads less fluently than yours.';
    expect(
      changeNoteOf(result({ changeLevel: 'rewritten', changeNote: why, qualityScore: 6.1 })),
    ).toBe(why);
    expect(changeNoteOf(result({ changeLevel: 'rewritten', changeNote: why }))).toBeNull();
  });

  it('should say nothing of a drop beside an unchanged text, which shows "no change"', () => {
    const same = result({
      rewritten: result().input,
      changeLevel: 'unchanged',
      qualityScore: 6.1,
      changeNote:
        'Nothing changed: no edit could be made without risking what you said. It scores below your text because the score counts what a rewrite moves toward the tone you asked for, and nothing moved.',
    });
    expect(changeNoteOf(same)).toBe(
      'Nothing changed: no edit could be made without risking what you said.',
    );
    expect(
      changeNoteOf({
        ...same,
        changeNote: 'It scores below your text because it reads less fluently than yours.',
      }),
    ).toMatch(/changed nothing/);
    expect(shownScores(same)).toMatchObject({ before: 6.9, after: 6.9 });
  });

  it('should give an unchanged text its input score', () => {
    const same = result({ rewritten: result().input, qualityScore: 7.9 });
    expect(shownScores(same)).toMatchObject({ before: 6.9, after: 6.9 });
    expect(shownScores(result())).toMatchObject({ before: 6.9, after: 7.4 });
  });

  it('should list the damage notes the change note points to, in a sentence each, and not what was kept', () => {
    expect(
      harmNotesOf([
        'kept 1 date, 1 URL',
        'introduced a capital changed where no sentence starts: "Steel"',
        'added a line that misleads (an offer the text does not make): "Order today."',
      ]),
    ).toEqual([
      'A capital changed where no sentence starts: "Steel"',
      'Added a line that misleads (an offer the text does not make): "Order today."',
    ]);
  });
});
