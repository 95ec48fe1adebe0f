import type { GuardrailInfo } from '../../ai.types.js';
import { parseText } from '../features/parse-text.js';
import { meaningKept } from './meaning-kept.js';

const kept = (original: string, text: string, guardrail?: GuardrailInfo) =>
  meaningKept(parseText(original), parseText(text), guardrail);

describe('meaningKept: how much of the original survives', () => {
  it('is 1 without an original and for the same text', () => {
    expect(meaningKept(undefined, parseText('Anything at all.'))).toBe(1);
    expect(kept('Send 25 boxes to Anna.', 'Send 25 boxes to Anna.')).toBe(1);
  });

  it('weighs a number three times and a name 2.5 times an ordinary word, and counts them twice', () => {
    // Content: send 1, 25 3, box 1, Anna 2.5 (7.5 in all; "to" is a function word). Specifics: 25
    // and Anna (5.5). meaning = (0.5 × min(1, overlap / 0.8) + 0.3 × specifics kept) / 0.8.
    // Without the number: overlap 4.5 / 7.5 = 0.6, specifics 2.5 / 5.5.
    expect(kept('Send 25 boxes to Anna.', 'Send boxes to Anna.')).toBeCloseTo(
      (0.5 * (0.6 / 0.8) + 0.3 * (2.5 / 5.5)) / 0.8,
      6,
    );
    // Without the name: overlap 5 / 7.5, specifics 3 / 5.5.
    expect(kept('Send 25 boxes to Anna.', 'Send 25 boxes to her.')).toBeCloseTo(
      (0.5 * (5 / 7.5 / 0.8) + 0.3 * (3 / 5.5)) / 0.8,
      6,
    );
    // Without an ordinary word: 6.5 / 7.5 is above the 80% an ordinary rewrite keeps: full.
    expect(kept('Send 25 boxes to Anna.', 'Send 25 to Anna.')).toBe(1);
  });

  it('reads only the overlap when the original has no numbers or names', () => {
    // send, box, new, office: two of four kept, 0.5 / 0.8.
    expect(kept('Send the boxes to the new office.', 'Send the boxes.')).toBeCloseTo(0.625, 6);
    // Two letters make a word ("go"); a changed one is lost meaning.
    expect(kept('We go to Rome by car.', 'We travel to Rome by car.')).toBeLessThan(1);
  });

  it('keeps an amount written with or without its thousands comma, and loses a changed one', () => {
    expect(kept('The fee is $1,500.', 'The fee is $1500.')).toBe(1);
    expect(kept('The fee is $1500.', 'The fee is $1,500.')).toBe(1);
    expect(kept('The fee is $1,500.', 'The fee is $1,800.')).toBeLessThan(0.25);
  });

  it('does not count function words or style words (hedges, intensifiers: what a tone rewrite changes)', () => {
    expect(kept('We really think the plan is probably good.', 'We think the plan is good.')).toBe(
      1,
    );
    expect(kept('Maybe we could meet.', 'We could meet.')).toBe(1);
  });

  it('is 1 for an original with nothing to keep, unless the text is empty', () => {
    expect(kept('It is what it is.', 'Yes.')).toBe(1);
    expect(kept('It is what it is.', '')).toBe(0);
    expect(kept('', '')).toBe(1);
  });

  it("weighs in the guardrail's kept ratio of protected spans when there is one", () => {
    const guardrail = (protectedCount: number, missing: number): GuardrailInfo => ({
      protected: Array.from({ length: protectedCount }, () => ({ kind: 'number', text: '3' })),
      missing: Array.from({ length: missing }, () => ({ kind: 'number', text: '3' })),
      repaired: false,
      notes: [],
    });
    const text = 'Send the contract.';
    // Overlap 1, half the protected spans missing: (0.5 + 0.4 × 0.5) / 0.9.
    expect(kept(text, text, guardrail(2, 1))).toBeCloseTo(0.7 / 0.9, 6);
    expect(kept(text, text, guardrail(2, 0))).toBe(1);
    expect(kept(text, text, guardrail(0, 0))).toBe(1);
  });
});
