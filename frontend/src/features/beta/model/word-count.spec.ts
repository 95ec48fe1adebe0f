import { midpointTarget, wordGuidance } from './word-count';

const rules = { min: 25, max: 1000, step: 25 };

describe('word-count guidance', () => {
  it('should set the target to the middle of the use case’s range on the slider’s steps', () => {
    expect(midpointTarget({ min_words: 200, max_words: 500 }, rules)).toBe(350);
    expect(midpointTarget({ min_words: 10, max_words: 100 }, rules)).toBe(50);
    expect(midpointTarget({ min_words: 20, max_words: 150 }, rules)).toBe(75);
  });

  it('should say Perfect range inside the range and warn outside it', () => {
    const email = { min_words: 50, max_words: 300, label: 'E-mail' };
    expect(wordGuidance(100, email)).toEqual({ kind: 'perfect', message: 'Perfect range' });
    expect(wordGuidance(400, email)).toEqual({
      kind: 'outside',
      message: '400 words is above the recommended 50-300 for E-mail',
    });
  });
});
