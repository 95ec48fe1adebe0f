import { keepOtherSentences, sentenceNamedIn, sentenceSpans } from './sentence-scope.js';

const NOTICE =
  'Our support hours change on June 1. We would really like to let you know that our phone line will be closed on weekends. Weekend support moves to chat only. Thank you for your patience.';

describe('a request about one sentence', () => {
  it('finds the sentence it names', () => {
    expect(sentenceNamedIn('make the second sentence warmer and shorter', 4)).toBe(1);
    expect(sentenceNamedIn('rewrite the last sentence', 4)).toBe(3);
    expect(sentenceNamedIn('shorten sentence 3', 4)).toBe(2);
    expect(sentenceNamedIn('fix the 1st sentence', 4)).toBe(0);
    expect(sentenceNamedIn('make the fifth sentence calmer', 4)).toBeUndefined();
    expect(sentenceNamedIn('make it warmer', 4)).toBeUndefined();
  });

  it('keeps "U.S." and "Dr." inside their sentences', () => {
    expect(
      sentenceSpans('We met Dr. Patel in the U.S. office. It went well.').map((s) => s.text),
    ).toEqual(['We met Dr. Patel in the U.S. office.', 'It went well.']);
  });

  it("puts back every sentence a model's rewrite touched besides the named one", () => {
    // The model shortened the second sentence and also dropped "Weekend support moves to chat only."
    const model =
      'Our support hours change on June 1. Our phone line will be closed on weekends. Thank you for your patience.';
    expect(keepOtherSentences('make the second sentence shorter', NOTICE, model)).toBe(
      'Our support hours change on June 1. Our phone line will be closed on weekends. Weekend support moves to chat only. Thank you for your patience.',
    );
    const aligned =
      'Support hours change June 1. Our phone line closes on weekends. Weekend support is chat only. Thanks!';
    expect(keepOtherSentences('make the second sentence shorter', NOTICE, aligned)).toBe(
      'Our support hours change on June 1. Our phone line closes on weekends. Weekend support moves to chat only. Thank you for your patience.',
    );
    expect(
      keepOtherSentences(
        'make the second sentence shorter',
        NOTICE,
        'Our phone line closes on weekends.',
      ),
    ).toBe(
      'Our support hours change on June 1. Our phone line closes on weekends. Weekend support moves to chat only. Thank you for your patience.',
    );
  });
});
