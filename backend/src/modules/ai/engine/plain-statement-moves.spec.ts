import { rewritePlain } from '../testing/rewrite-plain.js';
import { grammarProblems } from '../testing/text-checks.js';
import { guessAsHope, offerAsCall, professionalPhrasing } from './rules/plain-statement-moves.js';
import { verifySentence } from './verify/verify-sentence.js';
import { adviceFor } from './report/advice.js';

// Texts written for these tests: plain statements with no hedge, slang or stiff word to change.
const noTime = () => false;

describe('moves for plain statements', () => {
  it('says a guess about something welcome as a hope, and nothing else', () => {
    expect(guessAsHope('We think the longer opening hours might suit most families.')).toBe(
      'We hope the longer opening hours will suit most families.',
    );
    expect(guessAsHope('I think this guide could help new volunteers.')).toBe(
      'I hope this guide will help new volunteers.',
    );
    // Hoping for a delay or a failure would say the opposite of what the author means.
    for (const text of [
      'We think the works might last until March.',
      'We think the update could break older plugins.',
      'We think the new rota might not suit everyone.',
    ])
      expect(guessAsHope(text)).toBe(text);
  });

  it('writes everyday verbs formally for a professional register', () => {
    expect(
      professionalPhrasing(
        'If you want to change your plan, you can do it in your account. We would love to keep working with you.',
      ),
    ).toBe(
      'If you wish to change your plan, you can do so in your account. We would be glad to continue working with you.',
    );
    // A passive "kept waiting" is not an activity carried on; "You can do it!" is encouragement.
    for (const text of ['Some callers were kept waiting for an hour.', 'You can do it!'])
      expect(professionalPhrasing(text)).toBe(text);
  });

  it('puts the action and its time first in an offer, never in a warning', () => {
    expect(offerAsCall('If you renew before Friday, your second year is 20% off.', noTime)).toBe(
      'Renew before Friday and your second year is 20% off.',
    );
    for (const text of [
      // A warning: the imperative would urge the reader to do what costs them.
      'If you cancel this month, you lose the 20% discount.',
      // No time of the author's: nothing to press on.
      'If you renew, your second year is 20% off.',
      // "have" is not an action to call for.
      'If you have a voucher this week, entry is free.',
    ])
      expect(offerAsCall(text, noTime)).toBe(text);
  });

  it('lets the verifier keep "If you renew…" → "Renew… and": the reader already acted', () => {
    expect(
      verifySentence(
        'If you renew before Friday, your second year is 20% off.',
        'Renew before Friday and your second year is 20% off.',
      ),
    ).toEqual([]);
    expect(verifySentence('Plans can now be shared.', 'Share plans now.')).not.toEqual([]);
  });

  it('changes plain texts at high intensity where it can, keeping every fact', () => {
    const cases: [string, Parameters<typeof rewritePlain>[1], string][] = [
      [
        'Our winter menu starts on 2 December. We think the new soups might suit cold evenings.',
        'friendly',
        'We hope the new soups will suit cold evenings.',
      ],
      [
        'Your plan renews on 3 May. If you want to pause it, you can do it in the app.',
        'professional',
        'If you wish to pause it, you can do so in the app.',
      ],
      [
        'We opened a second studio in Leith. If you book this week, your first class is free.',
        'urgent',
        'Book this week and your first class is free.',
      ],
    ];
    for (const [text, tone, expected] of cases) {
      const out = rewritePlain(text, tone, 9);
      expect(out.plainText).toContain(expected);
      expect(grammarProblems(out.text)).toEqual([]);
      for (const fact of ['2 December', '3 May', 'Leith'].filter((f) => text.includes(f)))
        expect(out.plainText).toContain(fact);
    }
  });

  it('does not call a possessive a contraction in its advice', () => {
    const advice = adviceFor(
      "Nobody's role is being cut. We will share the rota on Wednesday.",
      'professional',
      true,
    );
    expect(advice.map((item) => item.message).join(' ')).not.toMatch(/Nobody's/);
  });
});
