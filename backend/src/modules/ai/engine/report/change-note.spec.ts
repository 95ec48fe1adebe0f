import { changeNoteOf } from './change-note.js';

describe('the change note', () => {
  it('gives the reason when a result scores below its input, for either engine', () => {
    const unchanged = changeNoteOf({
      engine: 'builtin',
      level: 'unchanged',
      adviceCount: 1,
      scoreBelowInput: ['unchanged'],
    });
    expect(unchanged).toMatch(/changed nothing/);
    expect(unchanged).toMatch(/scores below your text because .* nothing moved\..* Connect/);
    const harmed = changeNoteOf({
      engine: 'provider',
      level: 'rewritten',
      adviceCount: 0,
      scoreBelowInput: ['harmed'],
    });
    expect(harmed).toMatch(/damaged what your text says or how it reads/);
    expect(changeNoteOf({ engine: 'provider', level: 'rewritten', adviceCount: 0 })).toBe('');
    expect(
      changeNoteOf({
        engine: 'provider',
        level: 'rewritten',
        adviceCount: 0,
        scoreBelowInput: ['clarity', 'length'],
      }),
    ).toBe(
      'It scores below your text because it reads less clearly than yours (longer sentences or harder words), and because its length is further from what this content type or your target length asks for.',
    );
  });
});
