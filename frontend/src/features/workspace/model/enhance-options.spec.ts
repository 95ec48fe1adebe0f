import { targetWordsForUseCase, toneLabel } from './enhance-options';

describe('targetWordsForUseCase', () => {
  it("should pick the midpoint of the use case's recommended range", () => {
    expect(targetWordsForUseCase('email')).toBe(175);
    expect(targetWordsForUseCase('press-release')).toBe(350);
  });

  it('should stay inside the 25–1000 words the API accepts', () => {
    // WhatsApp's range is 10–100: its midpoint 55 is fine; advertisement 25–100 gives 63.
    expect(targetWordsForUseCase('whatsapp')).toBe(55);
    expect(targetWordsForUseCase('advertisement')).toBe(63);
  });
});

describe('toneLabel', () => {
  it('should call the balanced tone Analytical & Logical', () => {
    expect(toneLabel('balanced')).toBe('Analytical & Logical');
    expect(toneLabel('calm')).toBe('Calm');
  });
});
