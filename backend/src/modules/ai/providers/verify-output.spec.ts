import { protectedSpansOf } from '../guardrails/extract-spans.js';
import { verify } from './verify-output.js';

const check = (input: string, output: string) =>
  verify(
    {
      request: { text: input, emotion_tone: 'confident', intensity: 8 },
      plainInput: input,
      spans: protectedSpansOf(input),
    },
    output,
  );

describe('verify (a model answer)', () => {
  it('should refuse an answer that drops the apology the author made', () => {
    const verdict = check(
      'We are sorry the parcel arrived late. A replacement ships on Friday.',
      'The parcel arrived late. A replacement ships on Friday.',
    );
    expect(verdict.failures.join(' ')).toMatch(/dropped the author's apology/);
  });

  it('should refuse an answer that drops a commitment', () => {
    const verdict = check(
      'The library closes early on Monday. We will send a reminder the day before.',
      'The library closes early on Monday. Plan your visit around it.',
    );
    expect(verdict.failures.join(' ')).toMatch(/commitment/);
  });

  it('should accept a reworded apology and commitment', () => {
    const verdict = check(
      'We are sorry the parcel arrived late. We will ship a replacement on Friday.',
      'We apologise that your parcel came late, and we will ship a replacement on Friday.',
    );
    expect(verdict.failures).toEqual([]);
  });

  describe('a word target', () => {
    const SHORT =
      'I think the new dashboard might help you save time. It shipped on March 3. Maybe we could review it together before Friday?';
    const withTarget = (output: string, target: number) =>
      verify(
        {
          request: { text: SHORT, emotion_tone: 'calm', intensity: 3, target_word_count: target },
          plainInput: SHORT,
          spans: protectedSpansOf(SHORT),
        },
        output,
      ).failures.filter((failure) => /target is/.test(failure));

    it('should not ask a short text to be padded to a target far above its length', () => {
      expect(withTarget(SHORT, 150)).toEqual([]);
    });

    it('should still refuse a rewrite that shrinks below a target, or runs past one', () => {
      expect(withTarget('The dashboard saves time. Review it before Friday?', 150)).toHaveLength(1);
      expect(withTarget(SHORT, 10)).toHaveLength(1);
    });
  });
});
